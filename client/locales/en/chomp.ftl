# chomp terminal client: English. The reference locale: every other file
# has exactly these message ids, with the same variables.
# The poisoned square is always "the poisoned square"; a cell of the board
# is always a "square".

language-name = English

## Screens and the top line
lobby = Lobby
game = Game
history = History
statistics = Statistics
help = Help
connecting = connecting
offline = offline
online = online
# $reason: why (the system's words); $seconds: until the next try.
connection-lost = Connection lost: { $reason } — retrying in { NUMBER($seconds, minimumFractionDigits: 1) } s
offline-action = Offline: this needs the server, which cannot be reached now.
why-refused = connection refused
why-no-host = no such host
why-timed-out = no answer (timed out)
unreachable-retry = Cannot reach { $url }: { $why }. Next try in { $seconds } s
unreachable-now = Cannot reach { $url }: { $why }. Trying again…
host-stopped = The host stopped the server.
host-stopped-retry = The host stopped the server. — retrying in { NUMBER($seconds, minimumFractionDigits: 1) } s
watching = watching

## Lobby
open-games = Open games (Enter: join)
running-games = Running games (Enter: watch)
none-yet = none yet
new-game = New game
create-game = Create game
variant = Variant
width = Width
height = Height
opponent = Opponent
start = Start
first-move = First move
human = human
# After a hosted bot's name: "robo (bot)".
hosted-bot = bot
# A built-in bot of the server, by its level ($level: easy, medium, hard).
bot-player = { $level ->
    [easy] easy bot
    [medium] medium bot
   *[hard] hard bot
}
full-board = full board
random-board = random board
me = me
random = random
totals = Totals
players-online = Players online
server = Server:
share-hint = Friends join with:
ssh-hint = Or with nothing to install:
games-played = Games played
human-wins-vs-bots = Human wins vs bots
bot-wins = Bot wins
human-vs-human = Human vs human games
unfinished-games = You have unfinished games: press g to go back to one.
opponent-joined = An opponent joined your game: press g to play.
confirm-quit-host = Others use the server in this program: press q again to stop it and quit.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Others use the server in this program: press Ctrl-C again to stop it and quit.
# After a name refused for want of its token; $path is the token file.
token-kept-in = Name tokens are kept in { $path }: copy that file from the computer where the name was first used, or pick another name.

## Game
players = Players
player = Player
you = you
# Between two players' names.
versus = vs
waiting-for-opponent = waiting for an opponent
your-turn = Your move!
to-move = { $player } to move
rematch-hint = r: rematch
rematch-offered = Rematch offered: waiting for { $name }.
rematch-offer-from = { $name } offers a rematch: r accepts.
rematch-lapsed = The rematch offer lapsed: a player left.
unrated = unrated
not-your-turn = It is not your move.
empty-cell = That square is already eaten.
confirm-resign = Press X again to resign.
too-small = The terminal is too small for this board: enlarge it.
board-too-big = Too big for this terminal: { $size } fits.
board-fits-nothing = This terminal is too small for any board.
# Before the move clock's m:ss.
time-left = Time left { $time }

## Hints
hints = Hints (SG values)
hints-loading = asking the server…
hints-on-your-move = Hints appear on your move.
hints-not-allowed = Hints come only in games against the server's bots, and in any game once it is over.
hints-live-only = Hints show on the live position.
hints-inexact = estimated: no exact SG values
outcome-unknown = win or loss: not decided yet
win-move-unknown = a win; no winning move proven
cell-legend = W win, L loss, ? undecided
p-position = SG 0: every move loses
winning-moves = { $count ->
    [one] { $count } winning move, in green
   *[other] { $count } winning moves, in green
}
hints-for-study = Game over; for study only:
# Under that header, instead of the count of winning moves.
hints-study-wins = Green squares: the moves that would have won here.
hints-game-over = No move is left. Step back with [ to see each position's hints.
hints-working = working them out…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = The server is busy: asking for hints again in a moment.
hints-busy-again = The server is still busy: no hints for this position.
# A big board: its squares are too narrow for the numbers.
hints-by-colour = The values do not fit on the squares: green squares are the winning moves.
# The value of the square under the mouse or cursor; $square is row.col.
hint-at = Square { $square }: { $value }
# The quadrants' names on the board's corners and in the hints (compass).
quadrant-nw = NW
quadrant-ne = NE
quadrant-sw = SW
quadrant-se = SE
xor = XOR
sg = SG

## Linking an SSH key (a in the lobby)
key-prompt-title = Link an SSH key
key-prompt-about = Once your public key is linked, ssh logs you in under this name through the server's SSH door, with nothing to install.
key-prompt-file = Public key file:
key-prompt-keys = Enter: link  Esc: cancel
key-prompt-linking = Linking…
key-over-ssh = You came in over SSH: your key already logs you in under this name.
key-file-unreadable = Cannot read { $path }: { $reason }.
key-file-not-a-key = { $path } is not an OpenSSH public key file: give the .pub file.
key-linked = The key { $fingerprint } now logs in as { $name } over SSH too.
# $reason is one of the server refusals below.
key-refused = The server did not link the key: { $reason }

## Results
won-poison = You won: { $loser } had to eat the poisoned square
lost-poison = You lost: you had to eat the poisoned square
won-last = You won: you ate the last square
lost-last = You lost: { $winner } ate the last square
won-resign = You won: { $loser } resigned
lost-resign = You lost: you resigned
won-abandon = You won: { $loser } left the game
lost-abandon = You lost: you left the game
won-timeout = You won: { $loser } ran out of time
lost-timeout = You lost: you ran out of time
seen-poison = { $winner } won: { $loser } had to eat the poisoned square
seen-last = { $winner } won by eating the last square
seen-resign = { $loser } resigned: { $winner } wins
seen-abandon = { $loser } left the game: { $winner } wins
seen-timeout = { $loser } ran out of time: { $winner } wins
aborted = Game aborted: it ended before both players had moved, so no record changes
# An aborted game when the player who ended it is known to have left.
aborted-left = Game aborted: { $name } left before both players had moved; nobody's record changes

## History and statistics
moves = Moves
moves-eaten = { $count } eaten
replay = Replay
all-players = all players
when = When
winner = Winner
how = How
how-poison = poison
how-last = last square
how-resign = resigned
how-abandon = left
how-aborted = aborted
how-timeout = out of time
my-record = My record
wins-label = Wins
losses = Losses
rating = Rating
games-per-day = Games per day
games = Games
won-lost = Won:Lost
leaderboard = Leaderboard
level = Level
level-easy = easy
level-medium = medium
level-hard = hard
human-wins = Humans
computer-wins = Bots

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter: go  T: tournaments  o: online  C: invite  f: friend  J: code  b: board  ?: help  q: quit
# With a game to go back to (g); shown only where it fits.
keys-lobby-game = g: game  o: online  C: invite  f: friend  J: code  b: board  ?: help  q: quit
keys-game = arrows/hjkl/mouse: aim  Enter: eat  g: hints  X X: resign  Esc: lobby  ?: help
keys-game-watch = g: hints  [ ]: replay when over  H: history  S: stats  Esc: leave  ?: help
keys-game-over = [ ]: replay with hints  Home/End  r: rematch  g: hints  Esc: lobby  ?: help
keys-game-archive = [ ]: step through  Home/End: start/end  g: hints  Esc: history  ?: help
keys-history = ↑↓  Enter: replay  s: save  a: mine/all  /: player  r: refresh  Esc: lobby  ?: help
keys-stats = v: Chomp/iChomp  r: refresh  H: history  Esc: lobby  ?: help
keys-stats-pages = Tab: next page  ↑↓: scroll  v: Chomp/iChomp  r: refresh  Esc: lobby  ?: help
keys-help = ↑↓ PgUp PgDn: scroll  Esc: close
keys-tab-details = Tab: board/details/hints
keys-tab-short = Tab: panes

## Help (the rules; docs/RULES.md stays English)
rules-chomp = CHOMP: a move picks a square and eats it with every square to its right and below. The top-left square (X) is the poisoned square: whoever eats it loses; when only it is left, the player to move loses.
rules-ichomp = iCHOMP: the board is cut into four quadrants around the centre. A move eats a square and every square of the same quadrant farther from the centre. Whoever eats the last square wins.
rules-hints = HINTS: each square shows the Sprague-Grundy value its move leaves in its quadrant; iChomp's value is the XOR of the four quadrant values. A position of value 0 is lost for the player to move; the green moves lead to 0.
help-keys = KEYS: arrows or hjkl move the cursor, Enter or a click eats (the red squares show what a move removes), g toggles hints, [ and ] replay a finished game with the hints of each position (moves are row.col, numbered on the board), r asks for a rematch, X X resigns, Esc goes back, H history, S statistics, q in the lobby or Ctrl-C quits (press it twice when others use the server in this program).

help-lobby = LOBBY: Tab moves between the game lists and the form, and a click selects a game or a field; Enter, or a click on the selected game, joins or watches it. g goes back to your game, also after the server or this program restarted. a links your SSH key, so that ssh logs you in under this name.

## Server refusals, by the error frame's code
error-bad-json = The server could not read a message from this client.
error-too-large = A message from this client was too large for the server.
error-binary-frame = The server takes text messages only.
error-unknown-type = The server does not know that request.
error-bad-request = The server refused a malformed request.
error-not-hello = The server has not accepted this client yet.
error-already-hello = This connection has already introduced itself.
error-bad-protocol = The server speaks another version of the protocol: update the client.
error-name-taken = The name { $name } is taken; use its token or another name.
error-bad-name = The server does not accept that name.
error-bad-size = That board size is not allowed.
error-bad-position = That start position does not fit the board.
error-no-such-game = There is no such game.
error-no-such-player = There is no such player.
error-not-your-turn = It is not your move.
error-stale-ply = That move came too late: the board has changed.
error-illegal-move = That move is not allowed.
error-game-over = The game is already over.
error-seat-taken = That seat is already taken.
error-not-a-player = You do not play in that game.
error-hints-refused = Hints come only in games against the server's own bots and in games that are over: the server never helps during a game between people (a hosted bot counts as a person).
error-rate-limited = Too many requests: slow down.
error-limit-reached = A limit is reached: too many games or connections.
error-unavailable = The server is unavailable; try again later.
error-busy = The server is busy; try again in a moment.
error-superseded = A newer request replaced this one.
error-internal = Something failed inside the server; nothing changed.

## The chomp command: errors (after "chomp: ") and chomp bot's output
cli-bad-address = '{ $input }' is not a server address: write HOST:PORT, ws://HOST:PORT/ or wss://HOST/.
cli-bad-scheme = '{ $input }' is not a server address: only ws:// and wss:// servers exist.
cli-bad-port = '{ $input }' is not a port: ports go from 1 to 65535.
cli-bad-host = '{ $input }' is not a host name.
cli-no-config-dir = cannot find a config directory for this user.
cli-config-io = cannot read or write { $path }: { $reason }.
cli-config-parse = { $path } is not a token file: { $reason }.
cli-ca-unreadable = cannot read the CA file { $path }: { $reason }.
cli-ca-empty = the CA file { $path } holds no certificate.
cli-ca-unusable = the CA file { $path } holds a certificate that cannot be used: { $reason }.
cli-tls-setup = cannot set up TLS: { $reason }.
cli-name-length = cannot use the name '{ $name }': a name has 1 to { $max } characters, this one has { $count }.
cli-name-characters = cannot use the name '{ $name }': a name may hold only letters, digits, '_' and '-'.
cli-name-invisible = cannot use the name '{ $name }': a name may not hold invisible characters.
cli-name-mixed = cannot use the name '{ $name }': a name may not mix scripts, such as Latin and Cyrillic letters.
cli-bad-lang = '{ $input }' is not a language this client speaks: choose one of { $languages }.
cli-host-unknown = cannot find the server host '{ $host }': { $reason }.
cli-host-no-address = the server host '{ $host }' has no address.
cli-bad-listen = { $flag } '{ $input }' is not an address to listen on: give HOST:PORT, such as 0.0.0.0:7878 or localhost:7878.
cli-listen-host-unknown = { $flag }: cannot find the host '{ $host }' to listen on: { $reason }.
cli-lang-help = Language of the screens: { $languages }. Default: the locale (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Server started: players join with chomp --server { $url }
bot-ssh-door = Players without chomp join over SSH: { $command }
bot-ready = { $name } is ready: { $games ->
    [one] one open game
   *[other] { $games } open games
} of { $variant } { $width }x{ $height } at the { $level } level, waiting for a player.
bot-waiting = Waiting for a player: { $games ->
    [one] one open game
   *[other] { $games } open games
}.
bot-joined = { $opponent } took game { $game }: playing.
bot-resumed = Back in game { $game } against { $opponent }: it was still running.
bot-reconnecting = Lost the connection to the server ({ $reason }): trying again in { $seconds } s.
# $won is "yes" or "no"; $how is one of the how-* words.
bot-game-over = Game { $game } vs { $opponent }: { $won ->
    [yes] won
   *[no] lost
} ({ $how }); score { $wins }:{ $losses }
bot-finished = Bot finished: won { $wins ->
    [one] { $wins } game
   *[other] { $wins } games
}, lost { $losses ->
    [one] { $losses } game
   *[other] { $losses } games
}

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Rating ±
unrated-aborted = unrated: aborted
unrated-board = unrated: easy board
unrated-repeat = unrated: rematched
as-first = Wins moving first
as-second = Wins moving second
longest-streak = Longest winning streak
opponents = Opponents

## analysis
mark-kept-win = kept the win
mark-threw-win = threw the win away
mark-lost = lost position
mark-best-trap = lost position, best trap
mark-unknown = not proven
history-accuracy = accuracy { $share }%
record-saved = Saved the record of game { $game } to { $path }.
record-not-saved = Could not save the record of game { $game }: { $error }.
accuracy-over-time = Accuracy
## guests
# A guest's mark beside the name (SSH without a key).
guest = guest
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = unrated: a guest played
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = plays perfectly (proven)
bot-not-proven = not proven perfect on this board
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = The key { $fingerprint } now logs in as { $name } over SSH too: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Guest: to keep { $name }, make a key (ssh-keygen -t ed25519) and come back with it.
## friends
friends-online-title = Online
friends-online-keys = Enter: challenge with the form's settings  h: hide or show me  r: refresh  Esc: close
friends-online-empty = Nobody is online.
friends-you-hidden = You are hidden from the online list.
friends-you-visible = Others see you in the online list.
friends-bot = bot
friends-prompt-code = Game code
friends-prompt-name = Challenge a player (name)
friends-prompt-chat = Chat
friends-prompt-keys = Enter: send  Esc: cancel
friends-bad-code = A game code is four letters or digits, like K7PQ.
friends-challenged = { $from } challenges you to { $variant } { $width }×{ $height }: y accepts, n declines (in the lobby).
friends-challenge-sent = Challenge sent to { $name }; waiting for an answer.
friends-declined = { $name } declined your challenge.
friends-lapsed-sent = Your challenge to { $name } lapsed.
friends-lapsed-received = A challenge to you lapsed.
friends-code = For a friend: code { $code } (J { $code } in the lobby, or chomp --join { $code })
friends-chat-muted = Chat muted; m turns it back on.
friends-chat-on = Chat on.
friends-help = FRIENDS: o online list (Enter challenges, h hides you); C challenge by name; y/n answer. f game for a friend (J CODE, or chomp --join CODE). t chat, m mute.
cli-bad-join = --join '{ $input }' is not a game code: a code is four letters or digits, like K7PQ.
## tourney
bot-tournament-entered = In tournament { $tournament } ({ $name }): playing the pairings it makes.
## board
# The analysis board (b in the lobby, or on a game over).
board-title = Analysis board
board-play = play
board-editor = editor
# $notation: the position in the notation of RULES.md (8,8,5,3).
board-position = Position: { $notation }
# $done: steps taken back to the start; $total: all steps kept.
board-steps = Step { $done } of { $total }
board-over = The game is over in this position: nothing to play.
board-wins = The player to move wins with best play (proven).
board-loses = The player to move loses with best play (proven).
board-unknown = Unknown: the engine could not prove who wins here in its time; nothing is guessed.
# $moves: winning squares as row.col (2.2 1.3).
board-winning = Winning moves: { $moves }
board-exact = Every value here is exact and proven (tables or a complete search).
board-inexact = Beyond exact values: W and L on a square are proven by search, ? is unknown, and no SG value is shown.
board-play-keys = Enter eats the square (both players, in turn); u and r step back and forward; e opens the editor.
board-editor-keys = Editor: Enter eats a square or puts it back; f fills the board, x empties it; e ends the editor.
board-prompt = Position (8,8,5,3 or ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: set  Esc: cancel
board-error-empty = Type a position, like 8,8,5,3.
board-error-word = '{ $word }' is not a game, a size like 7x5 or a position like 8,8,5,3.
board-error-size = That board size is not allowed: Chomp is 1 to 32 squares a side, iChomp 2 to 32.
board-error-notation = A position is row lengths separated by commas (8,8,5,3), and for iChomp four of them separated by / (- is an empty quadrant).
board-error-staircase = A row cannot be longer than the row above it.
board-error-fit = That position is larger than the board.
board-error-decided = That position is already decided, so there is nothing to play.
board-help = ANALYSIS BOARD: b in the lobby, or on a finished or replayed game, opens it at that position. Enter plays a square for whoever is to move, u and r step back and forward (Home and End go to the first and last step), n or / types a position (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v switches between Chomp and iChomp, e opens the editor (Enter eats a square or puts it back, f full, x empty). The values are the engine's: proven where it says so, "unknown" where it could not prove them. In the new-game form, e on Start types a custom start in the same notation.
# The new-game form's custom start; $size: chomp 7×5.
start-prompt = Start position for { $size }
keys-board = Enter: eat  u/r: back/forward  n: position  v: game  e: editor  ↑↓←→: aim  Esc: back  ?: help
keys-form-start = ←→: full/random  e: type a position  Enter: create  ?: help  q: quit
## tscreen
keys-tournaments = ↑↓  Enter: standings  n: new  r: refresh  Esc: lobby  ?: help
keys-tournament-form = ↑↓: field  ←→: change  Enter: create  Esc: back  ?: help
keys-standings = ↑↓  J: join  L: leave  w: watch game  r: refresh  Esc: list  ?: help
tour-title = Tournaments
tour-loading = Loading…
tour-none = No tournament is waiting, running or finished today: n creates one.
tour-name = Name
tour-status = Status
tour-time = Time
tour-entrants = Entrants
tour-format = Format
tour-board = Board
tour-format-arena = arena
tour-format-round-robin = round robin
tour-format-ladder = ladder
tour-status-waiting = waiting
tour-status-running = running
tour-status-finished = finished
tour-starts-in = starts in { $time }
tour-time-left = { $time } left
tour-minutes = Minutes
tour-starts-in-label = Starts in
tour-minutes-n = { $n } min
tour-bots = Bot
tour-yes = yes
tour-no = no
tour-create = Create tournament
tour-new = New tournament
tour-left-mark = left
tour-you-entered = you are in
tour-player = Player
tour-points = Points
tour-score = Score
tour-sb = SB
tour-played = Played
tour-won = Won
tour-streak = Streak
tour-standings = Standings
tour-created = Tournament { $name } created: J enters it.
tour-joined = You entered { $name }.
tour-left = You left { $name }.
tour-refused-create = The server refused this tournament: check its name, board, minutes and bots.
tour-refused-join = This tournament cannot be entered now: it is finished or full, or you are in it already.
tour-pairing = Tournament { $tournament }: your game against { $opponent }
tour-pairing-waits = Tournament { $tournament }: your game against { $opponent } has started and its clock runs.
tour-game-won = Tournament { $tournament }: you won; here are the standings.
tour-game-lost = Tournament { $tournament }: you lost; here are the standings.
tour-game-over = Tournament { $tournament }: your game is over.
tour-not-playing = This player is not playing a game now.
tour-bad-name = A tournament's name has 1 to 40 visible characters.
tour-bad-board = That board is not allowed: 1 to 32 a side and at least 2 cells (iChomp: 2 to 32 a side).
tour-bad-minutes = An arena lasts 1 to 720 minutes.
tour-bad-starts-in = A tournament starts within a day (1440 minutes).
tour-bad-bots = A tournament takes at most 8 server bots.
tour-help = TOURNAMENTS: T in the lobby; n creates one, J joins, L leaves, w watches.

## ladder
bot-no-ladder = This server has no bot ladder.

## tclient
keys-game-tournament = arrows/hjkl: aim  Enter: eat  g: hints  X X: resign  Esc: standings  ?: help
keys-game-over-tournament = [ ]: replay with hints  Home/End  r: rematch  g: hints  Esc: standings  ?: help
keys-game-watch-tournament = g: hints  [ ]: replay when over  H: history  S: stats  Esc: standings  ?: help
tour-pairing-switch = P switches to it now; it opens by itself when this game ends.
