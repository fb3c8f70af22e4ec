# chomp terminal client: Français.
# Une case du plateau est toujours une « case » ; la case empoisonnée est
# toujours « la case empoisonnée ».

language-name = Français

## Screens and the top line
lobby = Salon
game = Partie
history = Historique
statistics = Statistiques
help = Aide
connecting = connexion
offline = hors ligne
online = en ligne
connection-lost = Connexion perdue : { $reason } — nouvel essai dans { NUMBER($seconds, minimumFractionDigits: 1) } s
offline-action = Hors ligne : cette action a besoin du serveur, injoignable pour l'instant.
why-refused = connexion refusée
why-no-host = hôte inconnu
why-timed-out = pas de réponse (délai dépassé)
unreachable-retry = Impossible de joindre { $url } : { $why }. Nouvel essai dans { $seconds } s
unreachable-now = Impossible de joindre { $url } : { $why }. Nouvel essai en cours…
host-stopped = L'hôte a arrêté le serveur.
host-stopped-retry = L'hôte a arrêté le serveur. — nouvel essai dans { NUMBER($seconds, minimumFractionDigits: 1) } s
watching = spectateur

## Lobby
open-games = Parties ouvertes (Entrée : rejoindre)
running-games = Parties en cours (Entrée : regarder)
none-yet = aucune pour l'instant
new-game = Nouvelle partie
create-game = Créer la partie
variant = Variante
width = Largeur
height = Hauteur
opponent = Adversaire
start = Départ
first-move = Trait
human = humain
hosted-bot = bot
bot-player = { $level ->
    [easy] bot facile
    [medium] bot moyen
   *[hard] bot difficile
}
full-board = plateau plein
random-board = plateau au hasard
me = moi
random = au hasard
totals = Totaux
players-online = Joueurs en ligne
server = Serveur :
share-hint = Vos amis se connectent avec :
ssh-hint = Ou sans rien installer :
games-played = Parties jouées
human-wins-vs-bots = Victoires humaines contre bots
bot-wins = Victoires des bots
human-vs-human = Parties entre humains
unfinished-games = Vous avez des parties inachevées : appuyez sur g pour y revenir.
opponent-joined = Un adversaire a rejoint votre partie : appuyez sur g pour jouer.
confirm-quit-host = D'autres utilisent le serveur de ce programme : appuyez encore sur q pour l'arrêter et quitter.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = D'autres utilisent le serveur de ce programme : appuyez encore sur Ctrl-C pour l'arrêter et quitter.
token-kept-in = Les jetons de nom sont dans { $path } : copiez ce fichier depuis l'ordinateur où le nom a servi en premier, ou choisissez un autre nom.
key-prompt-title = Lier une clé SSH
key-prompt-about = Une fois votre clé publique liée, ssh vous connecte sous ce nom par la porte SSH du serveur, sans rien installer.
key-prompt-file = Fichier de la clé publique :
key-prompt-keys = Entrée: lier  Échap: annuler
key-prompt-linking = Liaison en cours…
key-over-ssh = Vous êtes venu par SSH : votre clé vous connecte déjà sous ce nom.
key-file-unreadable = Impossible de lire { $path } : { $reason }.
key-file-not-a-key = { $path } n'est pas un fichier de clé publique OpenSSH : donnez le fichier .pub.
key-linked = La clé { $fingerprint } connecte maintenant aussi { $name } par SSH.
key-refused = Le serveur n'a pas lié la clé : { $reason }

## Game
players = Joueurs
player = Joueur
you = vous
versus = contre
waiting-for-opponent = en attente d'un adversaire
your-turn = À vous de jouer !
to-move = { $player } a le trait
rematch-hint = r : revanche
rematch-offered = Revanche proposée : en attente de { $name }.
rematch-offer-from = { $name } propose une revanche : r pour accepter.
rematch-lapsed = L'offre de revanche a expiré : un joueur est parti.
unrated = non classée
not-your-turn = Ce n'est pas votre tour.
empty-cell = Cette case est déjà mangée.
confirm-resign = Appuyez encore sur X pour abandonner.
too-small = Le terminal est trop petit pour ce plateau : agrandissez-le.
board-too-big = Trop grand pour ce terminal : { $size } tient.
board-fits-nothing = Ce terminal est trop petit pour tout plateau.
time-left = Temps restant { $time }

## Hints
hints = Indices (valeurs SG)
hints-loading = demande au serveur…
hints-on-your-move = Les indices apparaissent à votre tour.
hints-not-allowed = Les indices ne viennent que contre les bots du serveur, et dans toute partie une fois finie.
hints-live-only = Les indices portent sur la position en cours.
hints-inexact = estimées : pas de valeurs SG exactes
outcome-unknown = victoire ou défaite : pas encore décidé
win-move-unknown = gagnant, sans coup gagnant prouvé
cell-legend = W gagne, L perd, ? indécis
p-position = SG 0 : tout coup perd
winning-moves = { $count ->
    [one] { $count } coup gagnant, en vert
   *[other] { $count } coups gagnants, en vert
}
hints-for-study = Partie finie ; pour l'étude seulement :
# Under that header, instead of the count of winning moves.
hints-study-wins = Cases vertes : les coups qui auraient gagné ici.
hints-game-over = Plus aucun coup. Reculez avec [ pour voir les indices de chaque position.
hints-working = calcul en cours…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Le serveur est occupé : nouvelle demande d'indices dans un instant.
hints-busy-again = Le serveur est toujours occupé : pas d'indices pour cette position.
hints-by-colour = Les valeurs ne tiennent pas dans les cases : les cases vertes sont les coups gagnants.
hint-at = Case { $square } : { $value }
quadrant-nw = NO
quadrant-ne = NE
quadrant-sw = SO
quadrant-se = SE
xor = XOR
sg = SG

## Results
won-poison = Gagné : { $loser } a dû manger la case empoisonnée
lost-poison = Perdu : vous avez dû manger la case empoisonnée
won-last = Gagné : vous avez mangé la dernière case
lost-last = Perdu : { $winner } a mangé la dernière case
won-resign = Gagné : { $loser } a abandonné
lost-resign = Perdu : vous avez abandonné
won-abandon = Gagné : { $loser } a quitté la partie
lost-abandon = Perdu : vous avez quitté la partie
won-timeout = Gagné : { $loser } n'a plus de temps
lost-timeout = Perdu : vous n'avez plus de temps
seen-poison = { $winner } gagne : { $loser } a dû manger la case empoisonnée
seen-last = { $winner } gagne en mangeant la dernière case
seen-resign = { $loser } abandonne : { $winner } gagne
seen-abandon = { $loser } a quitté la partie : { $winner } gagne
seen-timeout = { $loser } n'a plus de temps : { $winner } gagne
aborted = Partie annulée : finie avant que les deux joueurs aient joué, aucun bilan ne change
# An aborted game when the player who ended it is known to have left.
aborted-left = Partie annulée : { $name } est parti avant que les deux joueurs aient joué ; aucun bilan ne change

## History and statistics
moves = Coups
moves-eaten = { $count } mangées
replay = Rejouer
all-players = tous les joueurs
when = Quand
winner = Gagnant
how = Comment
how-poison = poison
how-last = dernière case
how-resign = abandon
how-abandon = parti
how-aborted = annulée
how-timeout = temps écoulé
my-record = Mon bilan
wins-label = Victoires
losses = Défaites
rating = Cote
games-per-day = Parties par jour
games = Parties
won-lost = V:D
leaderboard = Classement général
level = Niveau
level-easy = facile
level-medium = moyen
level-hard = difficile
human-wins = Humains
computer-wins = Bots

## Key lines (one screen line: at most 80 columns)
keys-lobby = Entrée  T: tournois  o: en ligne  C: défier  f: ami  J: code  b: analyse  ?: aide  q: fin
keys-lobby-game = g: partie  o: en ligne  C: défier  f: ami  J: code  b: analyse  ?: aide  q: fin
keys-game = flèches: viser  Entrée: manger  g: indices  X X: abandon  Échap: salon  ?: aide
keys-game-watch = g: indices  [ ]: rejouer  H: historique  S: stats  Échap: partir  ?: aide
keys-game-over = [ ]: rejouer  Début/Fin  r: revanche  g: indices  Échap: salon  ?: aide
keys-game-archive = [ ]: coup par coup  Début/Fin  g: indices  Échap: historique  ?: aide
keys-history = ↑↓  Entrée: rejouer  s: enregistrer  a: miennes/toutes  /: joueur  r: relire  Échap  ?: aide
keys-stats = v: Chomp/iChomp  r: actualiser  H: historique  Échap: salon  ?: aide
keys-stats-pages = Tab : suivante  ↑↓ : défiler  v : Chomp/iChomp  r : actualiser  Échap : salon  ?: aide
keys-help = ↑↓ PgUp PgDn : défiler  Échap : fermer
keys-tab-details = Tab : plateau/détails/indices
keys-tab-short = Tab : volets

## Help
rules-chomp = CHOMP : un coup choisit une case et la mange avec toutes les cases à sa droite et en dessous. La case en haut à gauche (X) est la case empoisonnée : qui la mange perd ; quand il ne reste qu'elle, le joueur au trait perd.
rules-ichomp = iCHOMP : le plateau est coupé en quatre quadrants autour du centre. Un coup mange une case et toutes les cases du même quadrant plus éloignées du centre. Qui mange la dernière case gagne.
rules-hints = INDICES : chaque case montre la valeur de Sprague-Grundy que son coup laisse dans son quadrant ; la valeur d'iChomp est le XOR des valeurs des quatre quadrants. Une position de valeur 0 est perdue pour le joueur au trait ; les coups verts mènent à 0.
help-keys = TOUCHES : flèches ou hjkl déplacent le curseur, Entrée ou un clic mange (en rouge : ce que le coup retire), g affiche les indices, [ et ] rejouent une partie finie avec les indices de chaque position (coups en ligne.colonne, numérotés sur le plateau), r demande une revanche, X X abandonne, Échap revient, H historique, S statistiques, q dans le salon ou Ctrl-C quitte (deux fois si d'autres utilisent le serveur de ce programme).
help-lobby = SALON : Tab passe des listes de parties au formulaire, et un clic choisit une partie ou un champ ; Entrée, ou un clic sur la partie choisie, la rejoint ou la regarde. g ramène à votre partie, même après un redémarrage du serveur ou de ce programme. a lie votre clé SSH, pour que ssh vous connecte sous ce nom.

## Server refusals
error-bad-json = Le serveur n'a pas pu lire un message de ce client.
error-too-large = Un message de ce client était trop grand pour le serveur.
error-binary-frame = Le serveur ne prend que des messages texte.
error-unknown-type = Le serveur ne connaît pas cette requête.
error-bad-request = Le serveur a refusé une requête mal formée.
error-not-hello = Le serveur n'a pas encore accepté ce client.
error-already-hello = Cette connexion s'est déjà présentée.
error-bad-protocol = Le serveur parle une autre version du protocole : mettez le client à jour.
error-name-taken = Le nom { $name } est pris ; utilisez son jeton ou un autre nom.
error-bad-name = Le serveur n'accepte pas ce nom.
error-bad-size = Cette taille de plateau n'est pas permise.
error-bad-position = Cette position de départ ne tient pas sur le plateau.
error-no-such-game = Cette partie n'existe pas.
error-no-such-player = Ce joueur n'existe pas.
error-not-your-turn = Ce n'est pas votre tour.
error-stale-ply = Ce coup arrive trop tard : le plateau a changé.
error-illegal-move = Ce coup n'est pas permis.
error-game-over = La partie est déjà finie.
error-seat-taken = Cette place est déjà prise.
error-not-a-player = Vous ne jouez pas dans cette partie.
error-hints-refused = Les indices ne viennent que contre les bots du serveur et dans les parties finies : le serveur n'aide jamais pendant une partie entre personnes (un bot hébergé compte comme une personne).
error-rate-limited = Trop de requêtes : ralentissez.
error-limit-reached = Une limite est atteinte : trop de parties ou de connexions.
error-unavailable = Le serveur est indisponible ; réessayez plus tard.
error-busy = Le serveur est occupé ; réessayez dans un instant.
error-superseded = Une requête plus récente a remplacé celle-ci.
error-internal = Une erreur interne du serveur ; rien n'a changé.

## The chomp command
cli-bad-address = « { $input } » n'est pas une adresse de serveur : écrivez HOTE:PORT, ws://HOTE:PORT/ ou wss://HOTE/.
cli-bad-scheme = « { $input } » n'est pas une adresse de serveur : seuls les serveurs ws:// et wss:// existent.
cli-bad-port = « { $input } » n'est pas un port : les ports vont de 1 à 65535.
cli-bad-host = « { $input } » n'est pas un nom d'hôte.
cli-no-config-dir = aucun dossier de configuration trouvé pour cet utilisateur.
cli-config-io = impossible de lire ou d'écrire { $path } : { $reason }.
cli-config-parse = { $path } n'est pas un fichier de jetons : { $reason }.
cli-ca-unreadable = impossible de lire le fichier CA { $path } : { $reason }.
cli-ca-empty = le fichier CA { $path } ne contient aucun certificat.
cli-ca-unusable = le fichier CA { $path } contient un certificat inutilisable : { $reason }.
cli-tls-setup = impossible de préparer TLS : { $reason }.
cli-name-length = le nom « { $name } » ne convient pas : un nom a de 1 à { $max } caractères, celui-ci en a { $count }.
cli-name-characters = le nom « { $name } » ne convient pas : seuls les lettres, chiffres, « _ » et « - » sont permis.
cli-name-invisible = le nom « { $name } » ne convient pas : il ne peut contenir de caractères invisibles.
cli-name-mixed = le nom « { $name } » ne convient pas : il ne peut mêler des écritures, comme le latin et le cyrillique.
cli-bad-lang = « { $input } » n'est pas une langue de ce client : choisissez parmi { $languages }.
cli-host-unknown = hôte du serveur « { $host } » introuvable : { $reason }.
cli-host-no-address = l'hôte du serveur « { $host } » n'a pas d'adresse.
cli-bad-listen = { $flag } « { $input } » n'est pas une adresse d'écoute : donnez HÔTE:PORT, par exemple 0.0.0.0:7878 ou localhost:7878.
cli-listen-host-unknown = { $flag } : hôte d'écoute « { $host } » introuvable : { $reason }.
cli-lang-help = Langue des écrans : { $languages }. Par défaut : la locale (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Serveur démarré : les joueurs se connectent avec chomp --server { $url }
bot-ssh-door = Les joueurs sans chomp entrent par SSH : { $command }
bot-ready = { $name } est prêt : { $games ->
    [one] une partie ouverte
   *[other] { $games } parties ouvertes
} de { $variant } { $width }x{ $height }, niveau { $level } ; en attente d'un joueur.
bot-waiting = En attente d'un joueur : { $games ->
    [one] une partie ouverte
   *[other] { $games } parties ouvertes
}.
bot-joined = { $opponent } a pris la partie { $game } : elle commence.
bot-resumed = De retour dans la partie { $game } contre { $opponent } : elle continuait.
bot-reconnecting = Connexion au serveur perdue ({ $reason }) : nouvel essai dans { $seconds } s.
bot-game-over = Partie { $game } contre { $opponent } : { $won ->
    [yes] gagnée
   *[no] perdue
} ({ $how }) ; score { $wins }:{ $losses }
bot-finished = Bot terminé : { $wins ->
    [one] { $wins } partie gagnée
   *[other] { $wins } parties gagnées
}, { $losses ->
    [one] { $losses } partie perdue
   *[other] { $losses } parties perdues
}

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Cote ±
unrated-aborted = non classée : annulée
unrated-board = non classée : plateau trop simple
unrated-repeat = non classée : trop de revanches
as-first = Victoires en jouant en premier
as-second = Victoires en jouant en second
longest-streak = Plus longue série de victoires
opponents = Adversaires

## analysis
mark-kept-win = gain conservé
mark-threw-win = gain gâché
mark-lost = position perdue
mark-best-trap = position perdue, meilleur piège
mark-unknown = non prouvé
history-accuracy = précision { $share } %
record-saved = L'enregistrement de la partie { $game } est dans { $path }.
record-not-saved = Impossible d'enregistrer la partie { $game } : { $error }.
accuracy-over-time = Précision
## guests
# A guest's mark beside the name (SSH without a key).
guest = invité
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = non classée : un invité a joué
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = joue parfaitement (prouvé)
bot-not-proven = pas prouvé parfait sur ce plateau
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = La clé { $fingerprint } connecte maintenant aussi { $name } par SSH : { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Invité : pour garder { $name }, créez une clé (ssh-keygen -t ed25519) et revenez avec elle.
## friends
friends-online-title = En ligne
friends-online-keys = Entrée : défier avec les réglages du formulaire  h : me cacher/montrer  r : actualiser  Échap : fermer
friends-online-empty = Personne n'est en ligne.
friends-you-hidden = Vous êtes caché de la liste en ligne.
friends-you-visible = Les autres vous voient dans la liste en ligne.
friends-bot = bot
friends-prompt-code = Code de partie
friends-prompt-name = Défier un joueur (nom)
friends-prompt-chat = Discussion
friends-prompt-keys = Entrée : envoyer  Échap : annuler
friends-bad-code = Un code de partie compte quatre lettres ou chiffres, comme K7PQ.
friends-challenged = { $from } vous défie à { $variant } { $width }×{ $height } : y accepte, n refuse (dans le salon).
friends-challenge-sent = Défi envoyé à { $name } ; en attente de réponse.
friends-declined = { $name } a refusé votre défi.
friends-lapsed-sent = Votre défi à { $name } a expiré.
friends-lapsed-received = Un défi qui vous était adressé a expiré.
friends-code = Pour un ami : code { $code } (J { $code } dans le salon, ou chomp --join { $code })
friends-chat-muted = Discussion muette ; m la rétablit.
friends-chat-on = Discussion active.
friends-help = AMIS : o montre qui est en ligne (Entrée défie le joueur choisi avec les réglages du formulaire, h vous cache) ; C défie un joueur par son nom ; y ou n répond à un défi reçu. f ouvre la partie du formulaire pour un ami : elle n'est pas listée, et son code, affiché sur l'écran de jeu, fait asseoir la première personne qui tape J et le code dans le salon (ou lance chomp --join CODE). En partie, t écrit une ligne aux joueurs et spectateurs, m coupe la discussion.
cli-bad-join = --join « { $input } » n'est pas un code de partie : un code compte quatre lettres ou chiffres, comme K7PQ.
## tourney
bot-tournament-entered = Inscrit au tournoi { $tournament } ({ $name }) : joue les appariements qu’il forme.
## board
board-title = Tableau d'analyse
board-play = jeu
board-editor = éditeur
board-position = Position : { $notation }
board-steps = Étape { $done } sur { $total }
board-over = La partie est finie dans cette position : rien à jouer.
board-wins = Le joueur au trait gagne en jouant au mieux (prouvé).
board-loses = Le joueur au trait perd contre le meilleur jeu (prouvé).
board-unknown = Inconnu : le moteur n'a pas pu prouver qui gagne ici dans son temps ; rien n'est deviné.
board-winning = Coups gagnants : { $moves }
board-exact = Toutes les valeurs ici sont exactes et prouvées (tables ou recherche complète).
board-inexact = Au-delà des valeurs exactes : W et L sur une case sont prouvés par la recherche, ? est inconnu, et aucune valeur SG n'est montrée.
board-play-keys = Entrée mange la case (pour chaque joueur à son tour) ; u et r reculent et avancent ; e ouvre l'éditeur.
board-editor-keys = Éditeur : Entrée mange une case ou la remet ; f remplit le plateau, x le vide ; e quitte l'éditeur.
board-prompt = Position (8,8,5,3 ou ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Entrée : valider  Échap : annuler
board-error-empty = Tapez une position, comme 8,8,5,3.
board-error-word = « { $word } » n'est ni un jeu, ni une taille comme 7x5, ni une position comme 8,8,5,3.
board-error-size = Cette taille n'est pas permise : Chomp a de 1 à 32 cases de côté, iChomp de 2 à 32.
board-error-notation = Une position s'écrit en longueurs de lignes séparées par des virgules (8,8,5,3), et pour iChomp quatre d'entre elles séparées par / (- pour un quadrant vide).
board-error-staircase = Une ligne ne peut pas être plus longue que celle du dessus.
board-error-fit = Cette position est plus grande que le plateau.
board-error-decided = Cette position est déjà décidée : il n'y a rien à jouer.
board-help = TABLEAU D'ANALYSE : b dans le salon, ou sur une partie finie ou rejouée, l'ouvre à cette position. Entrée joue une case pour le joueur au trait, u et r reculent et avancent (Début et Fin vont à la première et à la dernière étape), n ou / tape une position (8,8,5,3 ; ichomp 8x8 4,4,2/4,3/4,4,4/1 ; 9x7 full), v passe de Chomp à iChomp, e ouvre l'éditeur (Entrée mange une case ou la remet, f plein, x vide). Les valeurs sont celles du moteur : prouvées là où il le dit, « inconnu » là où il n'a pas pu les prouver. Dans le formulaire de partie, e sur Départ tape un départ libre dans la même notation.
start-prompt = Position de départ pour { $size }
keys-board = Entrée : manger  u/r : reculer/avancer  n : position  v : jeu  e : éditeur  ↑↓←→ : viser  Échap : retour  ?: aide
keys-form-start = ←→ : plein/aléatoire  e : taper une position  Entrée : créer  ?: aide  q: fin
## tscreen
keys-tournaments = ↑↓  Entrée: classement  n: nouveau  r: actualiser  Échap: salon  ?: aide
keys-tournament-form = ↑↓: champ  ←→: changer  Entrée: créer  Échap: retour  ?: aide
keys-standings = ↑↓  J: entrer  L: quitter  w: regarder  r: actualiser  Échap: liste  ?: aide
tour-title = Tournois
tour-loading = Chargement…
tour-none = Aucun tournoi en attente, en cours ou fini aujourd'hui : n en crée un.
tour-name = Nom
tour-status = État
tour-time = Temps
tour-entrants = Inscrits
tour-format = Formule
tour-board = Plateau
tour-format-arena = arène
tour-format-round-robin = toutes rondes
tour-format-ladder = échelle
tour-status-waiting = en attente
tour-status-running = en cours
tour-status-finished = fini
tour-starts-in = commence dans { $time }
tour-time-left = reste { $time }
tour-minutes = Minutes
tour-starts-in-label = Commence dans
tour-minutes-n = { $n } min
tour-bots = Bot
tour-yes = oui
tour-no = non
tour-create = Créer le tournoi
tour-new = Nouveau tournoi
tour-left-mark = parti
tour-you-entered = vous y êtes
tour-player = Joueur
tour-points = Points
tour-score = Score
tour-sb = SB
tour-played = Joués
tour-won = Gagnés
tour-streak = Série
tour-standings = Classement
tour-created = Tournoi { $name } créé : J vous y inscrit.
tour-joined = Vous êtes inscrit à { $name }.
tour-left = Vous avez quitté { $name }.
tour-refused-create = Le serveur refuse ce tournoi : vérifiez son nom, le plateau, les minutes et les bots.
tour-refused-join = On ne peut pas entrer dans ce tournoi maintenant : il est fini ou complet, ou vous y êtes déjà.
tour-pairing = Tournoi { $tournament } : votre partie contre { $opponent }
tour-pairing-waits = Tournoi { $tournament } : votre partie contre { $opponent } a commencé et sa pendule tourne.
tour-game-won = Tournoi { $tournament } : gagné ; voici le classement.
tour-game-lost = Tournoi { $tournament } : perdu ; voici le classement.
tour-game-over = Tournoi { $tournament } : votre partie est finie.
tour-not-playing = Ce joueur ne joue pas de partie en ce moment.
tour-bad-name = Le nom d'un tournoi a de 1 à 40 caractères visibles.
tour-bad-board = Ce plateau n'est pas permis : 1 à 32 de côté et au moins 2 cases (iChomp : 2 à 32 de côté).
tour-bad-minutes = Une arène dure de 1 à 720 minutes.
tour-bad-starts-in = Un tournoi commence dans la journée (1440 minutes au plus).
tour-bad-bots = Un tournoi prend au plus 8 bots du serveur.
tour-help = TOURNOIS : T dans le salon ; n crée, J inscrit, L retire, w regarde.

## ladder
bot-no-ladder = Ce serveur n’a pas d’échelle de bots.

## tclient
keys-game-tournament = ↑↓←→: viser  Entrée: manger  g: indices  X X: abandon  Échap: tableau  ?: aide
keys-game-over-tournament = [ ]: rejouer  Début/Fin  r: revanche  g: indices  Échap: tableau  ?: aide
keys-game-watch-tournament = g: indices  [ ]: rejouer  H: historique  S: stats  Échap: tableau  ?: aide
tour-pairing-switch = P y passe tout de suite ; sinon elle s'ouvre à la fin de cette partie.
