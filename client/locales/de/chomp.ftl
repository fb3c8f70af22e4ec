# chomp terminal client: Deutsch.
# Ein Feld des Bretts heißt immer „Feld“, das vergiftete immer „Giftfeld“.

language-name = Deutsch

## Screens and the top line
lobby = Lobby
game = Partie
history = Verlauf
statistics = Statistik
help = Hilfe
connecting = verbinde
offline = offline
online = online
connection-lost = Verbindung verloren: { $reason } — neuer Versuch in { NUMBER($seconds, minimumFractionDigits: 1) } s
offline-action = Offline: Dafür braucht es den Server, der gerade nicht erreichbar ist.
why-refused = Verbindung abgelehnt
why-no-host = unbekannter Host
why-timed-out = keine Antwort (Zeitüberschreitung)
unreachable-retry = { $url } ist nicht erreichbar: { $why }. Neuer Versuch in { $seconds } s
unreachable-now = { $url } ist nicht erreichbar: { $why }. Neuer Versuch läuft…
host-stopped = Der Host hat den Server angehalten.
host-stopped-retry = Der Host hat den Server angehalten. — neuer Versuch in { NUMBER($seconds, minimumFractionDigits: 1) } s
watching = Zuschauer

## Lobby
open-games = Offene Partien (Enter: beitreten)
running-games = Laufende Partien (Enter: zuschauen)
none-yet = noch keine
new-game = Neue Partie
create-game = Partie eröffnen
variant = Variante
width = Breite
height = Höhe
opponent = Gegner
start = Start
first-move = Anzug
human = Mensch
hosted-bot = Bot
bot-player = { $level ->
    [easy] leichter Bot
    [medium] mittlerer Bot
   *[hard] starker Bot
}
full-board = volles Brett
random-board = Zufallsbrett
me = ich
random = zufällig
totals = Gesamt
players-online = Spieler online
server = Server:
share-hint = Freunde verbinden sich mit:
ssh-hint = Oder ohne Installation:
games-played = Gespielte Partien
human-wins-vs-bots = Siege Mensch gegen Bot
bot-wins = Siege der Bots
human-vs-human = Partien Mensch gegen Mensch
unfinished-games = Du hast unbeendete Partien: g bringt dich zurück zu einer.
opponent-joined = Ein Gegner ist deiner Partie beigetreten: g drücken, um zu spielen.
confirm-quit-host = Andere nutzen den Server dieses Programms: nochmals q drücken, um ihn zu beenden.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Andere nutzen den Server dieses Programms: nochmals Strg-C drücken, um ihn zu beenden.
token-kept-in = Namens-Tokens liegen in { $path }: diese Datei vom Rechner kopieren, auf dem der Name zuerst benutzt wurde, oder einen anderen Namen wählen.
key-prompt-title = SSH-Schlüssel verknüpfen
key-prompt-about = Ist Ihr öffentlicher Schlüssel verknüpft, meldet ssh Sie unter diesem Namen über die SSH-Tür des Servers an, ohne dass etwas zu installieren ist.
key-prompt-file = Datei des öffentlichen Schlüssels:
key-prompt-keys = Enter: verknüpfen  Esc: abbrechen
key-prompt-linking = Wird verknüpft…
key-over-ssh = Sie kamen über SSH: Ihr Schlüssel meldet Sie schon unter diesem Namen an.
key-file-unreadable = { $path } kann nicht gelesen werden: { $reason }.
key-file-not-a-key = { $path } ist keine OpenSSH-Datei mit öffentlichem Schlüssel: geben Sie die .pub-Datei an.
key-linked = Der Schlüssel { $fingerprint } meldet { $name } jetzt auch über SSH an.
key-refused = Der Server hat den Schlüssel nicht verknüpft: { $reason }

## Game
players = Spieler
player = Spieler
you = du
versus = gegen
waiting-for-opponent = warte auf einen Gegner
your-turn = Du bist am Zug!
to-move = { $player } ist am Zug
rematch-hint = r: Revanche
rematch-offered = Revanche angeboten: warte auf { $name }.
rematch-offer-from = { $name } bietet eine Revanche an: r nimmt an.
rematch-lapsed = Das Revanche-Angebot ist verfallen: ein Spieler ist gegangen.
unrated = ohne Wertung
not-your-turn = Du bist nicht am Zug.
empty-cell = Dieses Feld ist schon gegessen.
confirm-resign = Nochmals X drücken, um aufzugeben.
too-small = Das Terminal ist zu klein für dieses Brett: bitte vergrößern.
board-too-big = Zu groß für dieses Terminal: { $size } passt.
board-fits-nothing = Dieses Terminal ist für jedes Brett zu klein.
time-left = Restzeit { $time }

## Hints
hints = Hinweise (SG-Werte)
hints-loading = frage den Server…
hints-on-your-move = Hinweise erscheinen, wenn du am Zug bist.
hints-not-allowed = Hinweise gibt es nur in Partien gegen die Bots des Servers und in jeder Partie, sobald sie vorbei ist.
hints-live-only = Hinweise gelten für die aktuelle Stellung.
hints-inexact = geschätzt: keine exakten SG-Werte
outcome-unknown = Sieg oder Niederlage: noch offen
win-move-unknown = Sieg, aber kein Gewinnzug bewiesen
cell-legend = W gewinnt, L verliert, ? offen
p-position = SG 0: jeder Zug verliert
winning-moves = { $count ->
    [one] { $count } Gewinnzug, in Grün
   *[other] { $count } Gewinnzüge, in Grün
}
hints-for-study = Partie vorbei; nur zum Studium:
# Under that header, instead of the count of winning moves.
hints-study-wins = Grüne Felder: die Züge, die hier gewonnen hätten.
hints-game-over = Kein Zug mehr möglich. Mit [ zurückgehen, um die Hinweise jeder Stellung zu sehen.
hints-working = wird berechnet…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Der Server ist ausgelastet: Hinweise werden gleich noch einmal angefragt.
hints-busy-again = Der Server ist weiter ausgelastet: keine Hinweise für diese Stellung.
hints-by-colour = Die Werte passen nicht auf die Felder: grüne Felder sind die Gewinnzüge.
hint-at = Feld { $square }: { $value }
quadrant-nw = NW
quadrant-ne = NO
quadrant-sw = SW
quadrant-se = SO
xor = XOR
sg = SG

## Results
won-poison = Gewonnen: { $loser } musste das Giftfeld essen
lost-poison = Verloren: du musstest das Giftfeld essen
won-last = Gewonnen: du hast das letzte Feld gegessen
lost-last = Verloren: { $winner } hat das letzte Feld gegessen
won-resign = Gewonnen: { $loser } hat aufgegeben
lost-resign = Verloren: du hast aufgegeben
won-abandon = Gewonnen: { $loser } hat die Partie verlassen
lost-abandon = Verloren: du hast die Partie verlassen
won-timeout = Gewonnen: { $loser } hat die Zeit überschritten
lost-timeout = Verloren: du hast die Zeit überschritten
seen-poison = { $winner } gewinnt: { $loser } musste das Giftfeld essen
seen-last = { $winner } gewinnt mit dem letzten Feld
seen-resign = { $loser } hat aufgegeben: { $winner } gewinnt
seen-abandon = { $loser } hat die Partie verlassen: { $winner } gewinnt
seen-timeout = { $loser } hat die Zeit überschritten: { $winner } gewinnt
aborted = Partie abgebrochen: beendet, bevor beide gezogen hatten; keine Bilanz ändert sich
# An aborted game when the player who ended it is known to have left.
aborted-left = Partie abgebrochen: { $name } ist gegangen, bevor beide gezogen hatten; niemandes Bilanz ändert sich

## History and statistics
moves = Züge
moves-eaten = { $count } gegessen
replay = Nachspielen
all-players = alle Spieler
when = Wann
winner = Sieger
how = Wie
how-poison = Gift
how-last = letztes Feld
how-resign = aufgegeben
how-abandon = verlassen
how-aborted = abgebrochen
how-timeout = Zeit um
my-record = Meine Bilanz
wins-label = Siege
losses = Niederlagen
rating = Wertung
games-per-day = Partien pro Tag
games = Partien
won-lost = S:N
leaderboard = Rangliste
level = Stufe
level-easy = leicht
level-medium = mittel
level-hard = schwer
human-wins = Menschen
computer-wins = Bots

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter  T: Turniere  o: online  C: Duell  f: Freund  J: Code  b: Brett  ?: Hilfe  q: Ende
keys-lobby-game = g: Partie  o: online  C: Duell  f: Freund  J: Code  b: Brett  ?: Hilfe  q: Ende
keys-game = Pfeile: zielen  Enter: essen  g: Hinweise  X X: aufgeben  Esc: Lobby  ?: Hilfe
keys-game-watch = g: Hinweise  [ ]: nachspielen  H: Verlauf  S: Statistik  Esc: gehen  ?: Hilfe
keys-game-over = [ ]: nachspielen  Pos1/Ende  r: Revanche  g: Hinweise  Esc: Lobby  ?: Hilfe
keys-game-archive = [ ]: Zug für Zug  Pos1/Ende  g: Hinweise  Esc: Verlauf  ?: Hilfe
keys-history = ↑↓  Enter: nachspielen  s: speichern  a: meine/alle  /: Spieler  r: neu  Esc: Lobby  ?: Hilfe
keys-stats = v: Chomp/iChomp  r: neu laden  H: Verlauf  Esc: Lobby  ?: Hilfe
keys-stats-pages = Tab: nächste Seite  ↑↓: blättern  v: Chomp/iChomp  r: neu laden  Esc: Lobby  ?: Hilfe
keys-help = ↑↓ PgUp PgDn: blättern  Esc: schließen
keys-tab-details = Tab: Brett/Details/Hinweise
keys-tab-short = Tab: Ansichten

## Help
rules-chomp = CHOMP: Ein Zug wählt ein Feld und isst es mit allen Feldern rechts davon und darunter. Das Feld oben links (X) ist das Giftfeld: wer es isst, verliert; bleibt nur es übrig, verliert, wer am Zug ist.
rules-ichomp = iCHOMP: Das Brett ist um die Mitte in vier Quadranten geteilt. Ein Zug isst ein Feld und alle Felder desselben Quadranten, die weiter von der Mitte entfernt sind. Wer das letzte Feld isst, gewinnt.
rules-hints = HINWEISE: Jedes Feld zeigt den Sprague-Grundy-Wert, den sein Zug in seinem Quadranten hinterlässt; der Wert von iChomp ist das XOR der vier Quadrantenwerte. Eine Stellung mit Wert 0 ist für den Spieler am Zug verloren; die grünen Züge führen zu 0.
help-keys = TASTEN: Pfeile oder hjkl bewegen den Cursor, Enter oder ein Klick isst (rot: was der Zug entfernt), g schaltet Hinweise, [ und ] spielen eine beendete Partie mit den Hinweisen jeder Stellung nach (Züge als Zeile.Spalte, am Brett nummeriert), r bittet um Revanche, X X gibt auf, Esc geht zurück, H Verlauf, S Statistik, q in der Lobby oder Strg-C beendet (zweimal, wenn andere den Server in diesem Programm nutzen).
help-lobby = LOBBY: Tab wechselt zwischen den Partielisten und dem Formular, ein Klick wählt eine Partie oder ein Feld; Enter oder ein Klick auf die gewählte Partie tritt ihr bei oder schaut zu. g führt zurück zu Ihrer Partie, auch nach einem Neustart des Servers oder dieses Programms. a verknüpft Ihren SSH-Schlüssel, damit ssh Sie unter diesem Namen anmeldet.

## Server refusals
error-bad-json = Der Server konnte eine Nachricht dieses Clients nicht lesen.
error-too-large = Eine Nachricht dieses Clients war zu groß für den Server.
error-binary-frame = Der Server nimmt nur Textnachrichten an.
error-unknown-type = Der Server kennt diese Anfrage nicht.
error-bad-request = Der Server hat eine fehlerhafte Anfrage abgelehnt.
error-not-hello = Der Server hat diesen Client noch nicht angenommen.
error-already-hello = Diese Verbindung hat sich schon vorgestellt.
error-bad-protocol = Der Server spricht eine andere Protokollversion: bitte den Client aktualisieren.
error-name-taken = Der Name { $name } ist vergeben; sein Token verwenden oder einen anderen Namen wählen.
error-bad-name = Der Server nimmt diesen Namen nicht an.
error-bad-size = Diese Brettgröße ist nicht erlaubt.
error-bad-position = Diese Startstellung passt nicht zum Brett.
error-no-such-game = Diese Partie gibt es nicht.
error-no-such-player = Diesen Spieler gibt es nicht.
error-not-your-turn = Du bist nicht am Zug.
error-stale-ply = Der Zug kam zu spät: das Brett hat sich geändert.
error-illegal-move = Dieser Zug ist nicht erlaubt.
error-game-over = Die Partie ist schon vorbei.
error-seat-taken = Dieser Platz ist schon besetzt.
error-not-a-player = Du spielst in dieser Partie nicht mit.
error-hints-refused = Hinweise gibt es nur in Partien gegen die eigenen Bots des Servers und in beendeten Partien: Während einer Partie zwischen Menschen hilft der Server nie (ein Bot aus einem anderen Programm zählt als Mensch).
error-rate-limited = Zu viele Anfragen: bitte langsamer.
error-limit-reached = Eine Grenze ist erreicht: zu viele Partien oder Verbindungen.
error-unavailable = Der Server ist nicht verfügbar; später erneut versuchen.
error-busy = Der Server ist ausgelastet; gleich erneut versuchen.
error-superseded = Eine neuere Anfrage hat diese ersetzt.
error-internal = Im Server ist etwas fehlgeschlagen; nichts wurde geändert.

## The chomp command
cli-bad-address = „{ $input }“ ist keine Serveradresse: HOST:PORT, ws://HOST:PORT/ oder wss://HOST/ schreiben.
cli-bad-scheme = „{ $input }“ ist keine Serveradresse: es gibt nur ws://- und wss://-Server.
cli-bad-port = „{ $input }“ ist kein Port: Ports gehen von 1 bis 65535.
cli-bad-host = „{ $input }“ ist kein Rechnername.
cli-no-config-dir = kein Konfigurationsverzeichnis für diesen Benutzer gefunden.
cli-config-io = { $path } kann nicht gelesen oder geschrieben werden: { $reason }.
cli-config-parse = { $path } ist keine Token-Datei: { $reason }.
cli-ca-unreadable = die CA-Datei { $path } kann nicht gelesen werden: { $reason }.
cli-ca-empty = die CA-Datei { $path } enthält kein Zertifikat.
cli-ca-unusable = die CA-Datei { $path } enthält ein unbrauchbares Zertifikat: { $reason }.
cli-tls-setup = TLS kann nicht eingerichtet werden: { $reason }.
cli-name-length = der Name „{ $name }“ geht nicht: ein Name hat 1 bis { $max } Zeichen, dieser hat { $count }.
cli-name-characters = der Name „{ $name }“ geht nicht: erlaubt sind nur Buchstaben, Ziffern, „_“ und „-“.
cli-name-invisible = der Name „{ $name }“ geht nicht: er darf keine unsichtbaren Zeichen enthalten.
cli-name-mixed = der Name „{ $name }“ geht nicht: er darf keine Schriften mischen, etwa lateinische und kyrillische Buchstaben.
cli-bad-lang = „{ $input }“ ist keine Sprache dieses Clients: eine davon wählen: { $languages }.
cli-host-unknown = der Serverrechner „{ $host }“ wurde nicht gefunden: { $reason }.
cli-host-no-address = der Serverrechner „{ $host }“ hat keine Adresse.
cli-bad-listen = { $flag } „{ $input }“ ist keine Adresse zum Lauschen: gib HOST:PORT an, etwa 0.0.0.0:7878 oder localhost:7878.
cli-listen-host-unknown = { $flag }: der Rechner „{ $host }“ zum Lauschen wurde nicht gefunden: { $reason }.
cli-lang-help = Sprache der Oberfläche: { $languages }. Vorgabe: die Locale (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Server gestartet: Spieler verbinden sich mit chomp --server { $url }
bot-ssh-door = Spieler ohne chomp kommen über SSH herein: { $command }
bot-ready = { $name } ist bereit: { $games ->
    [one] eine offene Partie
   *[other] { $games } offene Partien
} { $variant } { $width }x{ $height }, Stufe { $level }; wartet auf Mitspieler.
bot-waiting = Wartet auf Mitspieler: { $games ->
    [one] eine offene Partie
   *[other] { $games } offene Partien
}.
bot-joined = { $opponent } hat Partie { $game } angenommen: es wird gespielt.
bot-resumed = Zurück in Partie { $game } gegen { $opponent }: sie lief noch.
bot-reconnecting = Verbindung zum Server verloren ({ $reason }): neuer Versuch in { $seconds } s.
bot-game-over = Partie { $game } gegen { $opponent }: { $won ->
    [yes] gewonnen
   *[no] verloren
} ({ $how }); Stand { $wins }:{ $losses }
bot-finished = Bot fertig: { $wins ->
    [one] { $wins } Partie gewonnen
   *[other] { $wins } Partien gewonnen
}, { $losses ->
    [one] { $losses } Partie verloren
   *[other] { $losses } Partien verloren
}

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Wertung ±
unrated-aborted = ohne Wertung: abgebrochen
unrated-board = ohne Wertung: leichtes Brett
unrated-repeat = ohne Wertung: zu oft gegeneinander
as-first = Siege als Erstziehender
as-second = Siege als Zweitziehender
longest-streak = Längste Siegesserie
opponents = Gegner

## analysis
mark-kept-win = Gewinn gehalten
mark-threw-win = Gewinn verspielt
mark-lost = verlorene Stellung
mark-best-trap = verlorene Stellung, beste Falle
mark-unknown = nicht bewiesen
history-accuracy = Genauigkeit { $share } %
record-saved = Die Aufzeichnung von Partie { $game } ist in { $path } gespeichert.
record-not-saved = Die Aufzeichnung von Partie { $game } ließ sich nicht speichern: { $error }.
accuracy-over-time = Genauigkeit
## guests
# A guest's mark beside the name (SSH without a key).
guest = Gast
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = ohne Wertung: ein Gast spielte
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = spielt perfekt (bewiesen)
bot-not-proven = auf diesem Brett nicht als perfekt bewiesen
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = Der Schlüssel { $fingerprint } meldet { $name } jetzt auch über SSH an: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Gast: Um { $name } zu behalten, erstelle einen Schlüssel (ssh-keygen -t ed25519) und komm damit wieder.
## friends
friends-online-title = Online
friends-online-keys = Enter: mit den Einstellungen des Formulars herausfordern  h: mich verbergen/zeigen  r: neu laden  Esc: schließen
friends-online-empty = Niemand ist online.
friends-you-hidden = Du bist in der Online-Liste verborgen.
friends-you-visible = Andere sehen dich in der Online-Liste.
friends-bot = Bot
friends-prompt-code = Spielcode
friends-prompt-name = Spieler herausfordern (Name)
friends-prompt-chat = Chat
friends-prompt-keys = Enter: senden  Esc: abbrechen
friends-bad-code = Ein Spielcode hat vier Buchstaben oder Ziffern, etwa K7PQ.
friends-challenged = { $from } fordert dich zu { $variant } { $width }×{ $height } heraus: y nimmt an, n lehnt ab (in der Lobby).
friends-challenge-sent = Herausforderung an { $name } gesendet; warte auf Antwort.
friends-declined = { $name } hat deine Herausforderung abgelehnt.
friends-lapsed-sent = Deine Herausforderung an { $name } ist verfallen.
friends-lapsed-received = Eine Herausforderung an dich ist verfallen.
friends-code = Für einen Freund: Code { $code } (J { $code } in der Lobby, oder chomp --join { $code })
friends-chat-muted = Chat stumm; m schaltet ihn wieder ein.
friends-chat-on = Chat an.
friends-help = FREUNDE: o zeigt, wer online ist (Enter fordert den Gewählten mit den Einstellungen des Formulars heraus, h verbirgt dich); C fordert einen Spieler per Name heraus; y oder n beantwortet eine Herausforderung. f eröffnet das Spiel des Formulars für einen Freund: Es wird nicht gelistet, und sein Code auf dem Spielbildschirm setzt die erste Person, die in der Lobby J und den Code tippt (oder chomp --join CODE startet). Im Spiel schreibt t eine Chatzeile an Spieler und Zuschauer, m schaltet den Chat stumm.
cli-bad-join = --join „{ $input }“ ist kein Spielcode: ein Code hat vier Buchstaben oder Ziffern, etwa K7PQ.
## tourney
bot-tournament-entered = Im Turnier { $tournament } ({ $name }): spielt die Paarungen, die es bildet.
## board
board-title = Analysebrett
board-play = Spiel
board-editor = Editor
board-position = Stellung: { $notation }
board-steps = Schritt { $done } von { $total }
board-over = In dieser Stellung ist die Partie vorbei: nichts zu spielen.
board-wins = Wer am Zug ist, gewinnt bei bestem Spiel (bewiesen).
board-loses = Wer am Zug ist, verliert bei bestem Spiel des Gegners (bewiesen).
board-unknown = Unbekannt: Die Engine konnte in ihrer Zeit nicht beweisen, wer hier gewinnt; nichts wird geraten.
board-winning = Gewinnzüge: { $moves }
board-exact = Jeder Wert hier ist exakt und bewiesen (Tabellen oder vollständige Suche).
board-inexact = Jenseits exakter Werte: W und L auf einem Feld sind durch Suche bewiesen, ? ist unbekannt, und kein SG-Wert wird gezeigt.
board-play-keys = Enter isst das Feld (beide Spieler abwechselnd); u und r gehen zurück und vor; e öffnet den Editor.
board-editor-keys = Editor: Enter isst ein Feld oder legt es zurück; f füllt das Brett, x leert es; e beendet den Editor.
board-prompt = Stellung (8,8,5,3 oder ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: setzen  Esc: abbrechen
board-error-empty = Gib eine Stellung ein, etwa 8,8,5,3.
board-error-word = „{ $word }“ ist weder ein Spiel noch eine Größe wie 7x5 noch eine Stellung wie 8,8,5,3.
board-error-size = Diese Brettgröße ist nicht erlaubt: Chomp hat 1 bis 32 Felder je Seite, iChomp 2 bis 32.
board-error-notation = Eine Stellung sind Zeilenlängen mit Kommas (8,8,5,3), bei iChomp vier davon mit / getrennt (- ist ein leerer Quadrant).
board-error-staircase = Eine Zeile darf nicht länger sein als die darüber.
board-error-fit = Diese Stellung ist größer als das Brett.
board-error-decided = Diese Stellung ist schon entschieden, es gibt nichts zu spielen.
board-help = ANALYSEBRETT: b in der Lobby oder auf einer beendeten oder nachgespielten Partie öffnet es in dieser Stellung. Enter spielt ein Feld für den, der am Zug ist, u und r gehen zurück und vor (Pos1 und Ende zum ersten und letzten Schritt), n oder / gibt eine Stellung ein (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v wechselt zwischen Chomp und iChomp, e öffnet den Editor (Enter isst ein Feld oder legt es zurück, f voll, x leer). Die Werte sind die der Engine: bewiesen, wo sie es sagt, „unbekannt“, wo sie sie nicht beweisen konnte. Im Formular für neue Partien gibt e auf Start eine eigene Anfangsstellung in derselben Schreibweise ein.
start-prompt = Anfangsstellung für { $size }
keys-board = Enter: essen  u/r: zurück/vor  n: Stellung  v: Spiel  e: Editor  ↑↓←→: zielen  Esc: zurück  ?: Hilfe
keys-form-start = ←→: voll/zufällig  e: Stellung eingeben  Enter: erstellen  ?: Hilfe  q: Ende
## tscreen
keys-tournaments = ↑↓  Enter: Tabelle  n: neu  r: neu laden  Esc: Lobby  ?: Hilfe
keys-tournament-form = ↑↓: Feld  ←→: ändern  Enter: anlegen  Esc: zurück  ?: Hilfe
keys-standings = ↑↓  J: mitspielen  L: verlassen  w: Partie ansehen  r: neu laden  Esc: Liste  ?: Hilfe
tour-title = Turniere
tour-loading = Wird geladen…
tour-none = Heute wartet, läuft oder endete kein Turnier: n legt eines an.
tour-name = Name
tour-status = Stand
tour-time = Zeit
tour-entrants = Teilnehmer
tour-format = Format
tour-board = Brett
tour-format-arena = Arena
tour-format-round-robin = Rundenturnier
tour-format-ladder = Rangliste
tour-status-waiting = wartet
tour-status-running = läuft
tour-status-finished = beendet
tour-starts-in = beginnt in { $time }
tour-time-left = noch { $time }
tour-minutes = Minuten
tour-starts-in-label = Beginnt in
tour-minutes-n = { $n } Min.
tour-bots = Bot
tour-yes = ja
tour-no = nein
tour-create = Turnier anlegen
tour-new = Neues Turnier
tour-left-mark = ausgestiegen
tour-you-entered = du spielst mit
tour-player = Spieler
tour-points = Punkte
tour-score = Wertung
tour-sb = SB
tour-played = Partien
tour-won = Siege
tour-streak = Serie
tour-standings = Tabelle
tour-created = Turnier { $name } angelegt: J meldet dich an.
tour-joined = Du spielst bei { $name } mit.
tour-left = Du hast { $name } verlassen.
tour-refused-create = Der Server lehnt dieses Turnier ab: prüfe Name, Brett, Minuten und Bots.
tour-refused-join = Diesem Turnier kannst du jetzt nicht beitreten: es ist beendet oder voll, oder du bist schon dabei.
tour-pairing = Turnier { $tournament }: deine Partie gegen { $opponent }
tour-pairing-waits = Turnier { $tournament }: deine Partie gegen { $opponent } hat begonnen, ihre Uhr läuft.
tour-game-won = Turnier { $tournament }: gewonnen; hier ist die Tabelle.
tour-game-lost = Turnier { $tournament }: verloren; hier ist die Tabelle.
tour-game-over = Turnier { $tournament }: deine Partie ist vorbei.
tour-not-playing = Dieser Spieler spielt gerade keine Partie.
tour-bad-name = Ein Turniername hat 1 bis 40 sichtbare Zeichen.
tour-bad-board = Dieses Brett ist nicht erlaubt: 1 bis 32 je Seite und mindestens 2 Felder (iChomp: 2 bis 32 je Seite).
tour-bad-minutes = Eine Arena dauert 1 bis 720 Minuten.
tour-bad-starts-in = Ein Turnier beginnt innerhalb eines Tages (1440 Minuten).
tour-bad-bots = Ein Turnier nimmt höchstens 8 Server-Bots auf.
tour-help = TURNIERE: T in der Lobby; n legt an, J tritt bei, L verlässt, w schaut zu.

## ladder
bot-no-ladder = Dieser Server hat keine Bot-Rangliste.

## tclient
keys-game-tournament = Pfeile: zielen  Enter: essen  g: Hinweise  X X: aufgeben  Esc: Tabelle  ?: Hilfe
keys-game-over-tournament = [ ]: nachspielen  Pos1/Ende  r: Revanche  g: Hinweise  Esc: Tabelle  ?: Hilfe
keys-game-watch-tournament = g: Hinweise  [ ]: nachspielen  H: Verlauf  S: Statistik  Esc: Tabelle  ?: Hilfe
tour-pairing-switch = P wechselt jetzt zu ihr; sonst öffnet sie sich, wenn diese Partie endet.
