# chomp terminal client: Bahasa Melayu.
# Setiap petak papan sentiasa "petak"; yang beracun sentiasa "petak beracun".

language-name = Bahasa Melayu

## Screens and the top line
lobby = Lobi
game = Permainan
history = Sejarah
statistics = Statistik
help = Bantuan
connecting = menyambung
offline = luar talian
online = dalam talian
connection-lost = Sambungan terputus: { $reason } — cuba lagi dalam { NUMBER($seconds, minimumFractionDigits: 1) } s
offline-action = Luar talian: tindakan ini memerlukan pelayan, yang tidak dapat dicapai sekarang.
why-refused = sambungan ditolak
why-no-host = hos tiada
why-timed-out = tiada jawapan (tamat masa)
unreachable-retry = Tidak dapat mencapai { $url }: { $why }. Cuba lagi dalam { $seconds } s
unreachable-now = Tidak dapat mencapai { $url }: { $why }. Sedang mencuba lagi…
host-stopped = Hos telah menghentikan pelayan.
host-stopped-retry = Hos telah menghentikan pelayan. — cuba lagi dalam { NUMBER($seconds, minimumFractionDigits: 1) } s
watching = menonton

## Lobby
open-games = Permainan terbuka (Enter: sertai)
running-games = Permainan berjalan (Enter: tonton)
none-yet = belum ada
new-game = Permainan baharu
create-game = Cipta permainan
variant = Varian
width = Lebar
height = Tinggi
opponent = Lawan
start = Mula
first-move = Langkah pertama
human = manusia
hosted-bot = bot
bot-player = { $level ->
    [easy] bot mudah
    [medium] bot sederhana
   *[hard] bot sukar
}
full-board = papan penuh
random-board = papan rawak
me = saya
random = rawak
totals = Jumlah
players-online = Pemain dalam talian
server = Pelayan:
share-hint = Rakan menyertai dengan:
ssh-hint = Atau tanpa memasang apa-apa:
games-played = Permainan dimainkan
human-wins-vs-bots = Manusia menang atas bot
bot-wins = Bot menang
human-vs-human = Manusia lawan manusia
unfinished-games = Anda ada permainan yang belum tamat: tekan g untuk kembali kepadanya.
opponent-joined = Seorang lawan menyertai permainan anda: tekan g untuk bermain.
confirm-quit-host = Orang lain menggunakan pelayan dalam program ini: tekan q sekali lagi untuk menghentikannya dan keluar.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Orang lain menggunakan pelayan dalam program ini: tekan Ctrl-C sekali lagi untuk menghentikannya dan keluar.
token-kept-in = Token nama disimpan dalam { $path }: salin fail itu dari komputer tempat nama itu mula-mula digunakan, atau pilih nama lain.
key-prompt-title = Pautkan kunci SSH
key-prompt-about = Setelah kunci awam anda dipautkan, ssh membawa anda masuk dengan nama ini melalui pintu SSH pelayan, tanpa memasang apa-apa.
key-prompt-file = Fail kunci awam:
key-prompt-keys = Enter: pautkan  Esc: batal
key-prompt-linking = Sedang memautkan…
key-over-ssh = Anda masuk melalui SSH: kunci anda sudah membawa anda masuk dengan nama ini.
key-file-unreadable = Tidak dapat membaca { $path }: { $reason }.
key-file-not-a-key = { $path } bukan fail kunci awam OpenSSH: berikan fail .pub.
key-linked = Kunci { $fingerprint } kini membawa { $name } masuk melalui SSH juga.
key-refused = Pelayan tidak memautkan kunci: { $reason }

## Game
players = Pemain
player = Pemain
you = anda
versus = lwn
waiting-for-opponent = menunggu lawan
your-turn = Giliran anda!
to-move = Giliran { $player }
rematch-hint = r: main semula
rematch-offered = Perlawanan semula ditawarkan: menunggu { $name }.
rematch-offer-from = { $name } menawarkan perlawanan semula: r untuk terima.
rematch-lapsed = Tawaran perlawanan semula luput: seorang pemain telah keluar.
unrated = tanpa penarafan
not-your-turn = Bukan giliran anda.
empty-cell = Petak itu sudah dimakan.
confirm-resign = Tekan X sekali lagi untuk menyerah.
too-small = Terminal terlalu kecil untuk papan ini: besarkannya.
board-too-big = Terlalu besar untuk terminal ini: { $size } muat.
board-fits-nothing = Terminal ini terlalu kecil untuk sebarang papan.
time-left = Baki masa { $time }

## Hints
hints = Petunjuk (nilai SG)
hints-loading = bertanya kepada pelayan…
hints-on-your-move = Petunjuk muncul pada giliran anda.
hints-not-allowed = Petunjuk hanya ada dalam permainan menentang bot pelayan, dan dalam mana-mana permainan yang sudah tamat.
hints-live-only = Petunjuk untuk kedudukan semasa.
hints-inexact = anggaran: tiada nilai SG tepat
outcome-unknown = menang atau kalah: belum pasti
win-move-unknown = menang, tetapi tiada langkah menang terbukti
cell-legend = W menang, L kalah, ? belum pasti
p-position = SG 0: setiap langkah kalah
winning-moves = { $count } langkah menang, berwarna hijau
hints-for-study = Permainan tamat; untuk kajian sahaja:
# Under that header, instead of the count of winning moves.
hints-study-wins = Petak hijau: langkah yang akan menang di sini.
hints-game-over = Tiada langkah lagi. Undur dengan [ untuk melihat petunjuk setiap kedudukan.
hints-working = sedang dikira…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Pelayan sibuk: petunjuk akan diminta semula sebentar lagi.
hints-busy-again = Pelayan masih sibuk: tiada petunjuk untuk kedudukan ini.
hints-by-colour = Nilai tidak muat dalam petak: petak hijau ialah langkah yang menang.
hint-at = Petak { $square }: { $value }
quadrant-nw = BL
quadrant-ne = TL
quadrant-sw = BD
quadrant-se = TG
xor = XOR
sg = SG

## Results
won-poison = Anda menang: { $loser } terpaksa makan petak beracun
lost-poison = Anda kalah: anda terpaksa makan petak beracun
won-last = Anda menang: anda makan petak terakhir
lost-last = Anda kalah: { $winner } makan petak terakhir
won-resign = Anda menang: { $loser } menyerah
lost-resign = Anda kalah: anda menyerah
won-abandon = Anda menang: { $loser } meninggalkan permainan
lost-abandon = Anda kalah: anda meninggalkan permainan
won-timeout = Anda menang: masa { $loser } habis
lost-timeout = Anda kalah: masa anda habis
seen-poison = { $winner } menang: { $loser } terpaksa makan petak beracun
seen-last = { $winner } menang dengan makan petak terakhir
seen-resign = { $loser } menyerah: { $winner } menang
seen-abandon = { $loser } meninggalkan permainan: { $winner } menang
seen-timeout = Masa { $loser } habis: { $winner } menang
aborted = Permainan dibatalkan: tamat sebelum kedua-dua pemain melangkah, jadi tiada rekod berubah
# An aborted game when the player who ended it is known to have left.
aborted-left = Permainan dibatalkan: { $name } pergi sebelum kedua-dua pemain melangkah; rekod sesiapa pun tidak berubah

## History and statistics
moves = Langkah
moves-eaten = { $count } dimakan
replay = Main semula
all-players = semua pemain
when = Bila
winner = Pemenang
how = Cara
how-poison = racun
how-last = petak akhir
how-resign = menyerah
how-abandon = keluar
how-aborted = batal
how-timeout = masa habis
my-record = Rekod saya
wins-label = Menang
losses = Kalah
rating = Penarafan
games-per-day = Permainan sehari
games = Permainan
won-lost = M:K
leaderboard = Papan pendahulu
level = Tahap
level-easy = mudah
level-medium = sederhana
level-hard = sukar
human-wins = Manusia
computer-wins = Bot

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter  T: kejohanan  o: talian  C: cabar  f: kawan  J: kod  b: papan  ?: bantuan  q: keluar
keys-lobby-game = g: main  o: talian  C: cabar  f: kawan  J: kod  b: papan  ?: bantuan  q: keluar
keys-game = anak panah: sasar  Enter: makan  g: petunjuk  X X: serah  Esc: lobi  ?: bantuan
keys-game-watch = g: petunjuk  [ ]: main semula  H: sejarah  S: statistik  Esc: keluar  ?
keys-game-over = [ ]: main semula  Home/End  r: lagi  g: petunjuk  Esc: lobi  ?: bantuan
keys-game-archive = [ ]: langkah demi langkah  Home/End  g: petunjuk  Esc: sejarah  ?
keys-history = ↑↓  Enter: main semula  s: simpan  a: saya/semua  /: pemain  r: muat  Esc: lobi  ?: bantuan
keys-stats = v: Chomp/iChomp  r: muat semula  H: sejarah  Esc: lobi  ?: bantuan
keys-stats-pages = Tab: seterusnya  ↑↓: tatal  v: Chomp/iChomp  r: muat semula  Esc: lobi  ?: bantuan
keys-help = ↑↓ PgUp PgDn: tatal  Esc: tutup
keys-tab-details = Tab: papan/butiran/petunjuk
keys-tab-short = Tab: panel

## Help
rules-chomp = CHOMP: setiap langkah memilih satu petak dan memakannya bersama semua petak di kanan dan di bawahnya. Petak kiri atas (X) ialah petak beracun: sesiapa yang memakannya kalah; apabila hanya ia yang tinggal, pemain yang bergilir kalah.
rules-ichomp = iCHOMP: papan dipotong kepada empat sukuan di sekeliling pusat. Satu langkah memakan satu petak dan semua petak dalam sukuan yang sama yang lebih jauh dari pusat. Sesiapa yang memakan petak terakhir menang.
rules-hints = PETUNJUK: setiap petak menunjukkan nilai Sprague-Grundy (SG) yang ditinggalkan oleh langkahnya dalam sukuannya; nilai iChomp ialah XOR bagi nilai keempat-empat sukuan. Kedudukan bernilai 0 kalah bagi pemain yang bergilir; langkah hijau menuju ke 0.
help-keys = KEKUNCI: anak panah atau hjkl menggerakkan kursor, Enter atau klik memakan (petak merah menunjukkan apa yang dibuang oleh langkah), g memaparkan petunjuk, [ dan ] memainkan semula permainan yang tamat dengan petunjuk setiap kedudukan (langkah ditulis baris.lajur, bernombor di papan), r meminta main semula, X X menyerah, Esc kembali, H sejarah, S statistik, q di lobi atau Ctrl-C keluar (tekan dua kali jika orang lain menggunakan pelayan dalam program ini).
help-lobby = LOBI: Tab beralih antara senarai permainan dan borang, dan klik memilih permainan atau medan; Enter, atau klik pada permainan yang dipilih, menyertai atau menontonnya. g membawa anda kembali ke permainan anda, juga selepas pelayan atau program ini dimulakan semula. a memautkan kunci SSH anda, supaya ssh membawa anda masuk dengan nama ini.

## Server refusals
error-bad-json = Pelayan tidak dapat membaca mesej daripada klien ini.
error-too-large = Mesej daripada klien ini terlalu besar untuk pelayan.
error-binary-frame = Pelayan hanya menerima mesej teks.
error-unknown-type = Pelayan tidak mengenali permintaan itu.
error-bad-request = Pelayan menolak permintaan yang rosak.
error-not-hello = Pelayan belum menerima klien ini.
error-already-hello = Sambungan ini sudah memperkenalkan dirinya.
error-bad-protocol = Pelayan menggunakan versi protokol lain: kemas kini klien.
error-name-taken = Nama { $name } sudah diambil; gunakan tokennya atau nama lain.
error-bad-name = Pelayan tidak menerima nama itu.
error-bad-size = Saiz papan itu tidak dibenarkan.
error-bad-position = Kedudukan mula itu tidak sesuai dengan papan.
error-no-such-game = Tiada permainan sedemikian.
error-no-such-player = Tiada pemain sedemikian.
error-not-your-turn = Bukan giliran anda.
error-stale-ply = Langkah itu terlambat: papan sudah berubah.
error-illegal-move = Langkah itu tidak dibenarkan.
error-game-over = Permainan sudah tamat.
error-seat-taken = Tempat itu sudah diambil.
error-not-a-player = Anda tidak bermain dalam permainan itu.
error-hints-refused = Petunjuk hanya ada dalam permainan menentang bot pelayan sendiri dan dalam permainan yang sudah tamat: pelayan tidak pernah membantu semasa permainan antara manusia (bot yang bermain dari program lain dikira sebagai manusia).
error-rate-limited = Terlalu banyak permintaan: perlahankan.
error-limit-reached = Had dicapai: terlalu banyak permainan atau sambungan.
error-unavailable = Pelayan tidak tersedia; cuba lagi kemudian.
error-busy = Pelayan sibuk; cuba lagi sebentar lagi.
error-superseded = Permintaan yang lebih baharu menggantikan yang ini.
error-internal = Sesuatu gagal dalam pelayan; tiada apa-apa berubah.

## The chomp command
cli-bad-address = '{ $input }' bukan alamat pelayan: tulis HOST:PORT, ws://HOST:PORT/ atau wss://HOST/.
cli-bad-scheme = '{ $input }' bukan alamat pelayan: hanya pelayan ws:// dan wss:// wujud.
cli-bad-port = '{ $input }' bukan port: port dari 1 hingga 65535.
cli-bad-host = '{ $input }' bukan nama hos.
cli-no-config-dir = tidak menemui direktori konfigurasi untuk pengguna ini.
cli-config-io = tidak dapat membaca atau menulis { $path }: { $reason }.
cli-config-parse = { $path } bukan fail token: { $reason }.
cli-ca-unreadable = tidak dapat membaca fail CA { $path }: { $reason }.
cli-ca-empty = fail CA { $path } tidak mengandungi sijil.
cli-ca-unusable = fail CA { $path } mengandungi sijil yang tidak boleh digunakan: { $reason }.
cli-tls-setup = tidak dapat menyediakan TLS: { $reason }.
cli-name-length = tidak boleh guna nama '{ $name }': nama ada 1 hingga { $max } aksara, yang ini ada { $count }.
cli-name-characters = tidak boleh guna nama '{ $name }': nama hanya boleh ada huruf, digit, '_' dan '-'.
cli-name-invisible = tidak boleh guna nama '{ $name }': nama tidak boleh ada aksara tidak kelihatan.
cli-name-mixed = tidak boleh guna nama '{ $name }': nama tidak boleh mencampurkan tulisan, seperti huruf Latin dan Cyril.
cli-bad-lang = '{ $input }' bukan bahasa klien ini: pilih satu daripada { $languages }.
cli-host-unknown = tidak menemui hos pelayan '{ $host }': { $reason }.
cli-host-no-address = hos pelayan '{ $host }' tiada alamat.
cli-bad-listen = { $flag } '{ $input }' bukan alamat untuk mendengar: beri HOS:PORT, seperti 0.0.0.0:7878 atau localhost:7878.
cli-listen-host-unknown = { $flag }: hos '{ $host }' untuk mendengar tidak ditemui: { $reason }.
cli-lang-help = Bahasa skrin: { $languages }. Lalai: daripada lokal (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Pelayan bermula: pemain menyertai dengan chomp --server { $url }
bot-ssh-door = Pemain tanpa chomp masuk melalui SSH: { $command }
bot-ready = { $name } sedia: { $games } permainan terbuka { $variant } { $width }x{ $height } pada tahap { $level }, menunggu pemain.
bot-waiting = Menunggu pemain: { $games } permainan terbuka.
bot-joined = { $opponent } mengambil permainan { $game }: sedang bermain.
bot-resumed = Kembali ke permainan { $game } menentang { $opponent }: permainan itu masih berjalan.
bot-reconnecting = Sambungan ke pelayan terputus ({ $reason }): cuba lagi dalam { $seconds } s.
bot-game-over = Permainan { $game } lwn { $opponent }: { $won ->
    [yes] menang
   *[no] kalah
} ({ $how }); skor { $wins }:{ $losses }
bot-finished = Bot selesai: menang { $wins }, kalah { $losses }

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Penarafan ±
unrated-aborted = tanpa penarafan: dibatalkan
unrated-board = tanpa penarafan: papan mudah
unrated-repeat = tanpa penarafan: terlalu kerap
as-first = Menang sebagai pemain pertama
as-second = Menang sebagai pemain kedua
longest-streak = Rentetan kemenangan terpanjang
opponents = Lawan

## analysis
mark-kept-win = kemenangan dikekalkan
mark-threw-win = kemenangan terlepas
mark-lost = kedudukan kalah
mark-best-trap = kedudukan kalah, perangkap terbaik
mark-unknown = tidak terbukti
history-accuracy = ketepatan { $share }%
record-saved = Rekod permainan { $game } disimpan di { $path }.
record-not-saved = Rekod permainan { $game } tidak dapat disimpan: { $error }.
accuracy-over-time = Ketepatan
## guests
# A guest's mark beside the name (SSH without a key).
guest = tetamu
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = tanpa penarafan: tetamu bermain
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = bermain sempurna (terbukti)
bot-not-proven = tidak terbukti sempurna pada papan ini
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = Kunci { $fingerprint } kini membawa { $name } masuk melalui SSH juga: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Tetamu: untuk menyimpan { $name }, buat kunci (ssh-keygen -t ed25519) dan kembali dengannya.
## friends
friends-online-title = Dalam talian
friends-online-keys = Enter: cabar dengan tetapan borang  h: sembunyi/tunjuk saya  r: segar semula  Esc: tutup
friends-online-empty = Tiada sesiapa dalam talian.
friends-you-hidden = Anda tersembunyi daripada senarai dalam talian.
friends-you-visible = Orang lain nampak anda dalam senarai dalam talian.
friends-bot = bot
friends-prompt-code = Kod permainan
friends-prompt-name = Cabar pemain (nama)
friends-prompt-chat = Sembang
friends-prompt-keys = Enter: hantar  Esc: batal
friends-bad-code = Kod permainan ialah empat huruf atau digit, seperti K7PQ.
friends-challenged = { $from } mencabar anda bermain { $variant } { $width }×{ $height }: y terima, n tolak (di lobi).
friends-challenge-sent = Cabaran dihantar kepada { $name }; menunggu jawapan.
friends-declined = { $name } menolak cabaran anda.
friends-lapsed-sent = Cabaran anda kepada { $name } telah luput.
friends-lapsed-received = Satu cabaran kepada anda telah luput.
friends-code = Untuk kawan: kod { $code } (J { $code } di lobi, atau chomp --join { $code })
friends-chat-muted = Sembang disenyapkan; m menghidupkannya semula.
friends-chat-on = Sembang dihidupkan.
friends-help = KAWAN: o menyenaraikan siapa dalam talian (Enter mencabar pemain terpilih dengan tetapan borang, h menyembunyikan anda); C mencabar pemain mengikut nama; y atau n menjawab cabaran yang diterima. f membuka permainan borang untuk kawan: ia tidak disenaraikan, dan kodnya, yang dipaparkan pada skrin permainan, mendudukkan orang pertama yang menaip J dan kod di lobi (atau menjalankan chomp --join CODE). Dalam permainan, t menulis satu baris sembang kepada pemain dan penonton, m menyenyapkan sembang.
cli-bad-join = --join '{ $input }' bukan kod permainan: kod ialah empat huruf atau digit, seperti K7PQ.
## tourney
bot-tournament-entered = Dalam kejohanan { $tournament } ({ $name }): bermain pasangan yang dibuatnya.
## board
board-title = Papan analisis
board-play = main
board-editor = penyunting
board-position = Kedudukan: { $notation }
board-steps = Langkah { $done } daripada { $total }
board-over = Permainan sudah tamat pada kedudukan ini: tiada apa untuk dimainkan.
board-wins = Pemain yang bergilir menang dengan permainan terbaik (terbukti).
board-loses = Pemain yang bergilir kalah menentang permainan terbaik (terbukti).
board-unknown = Tidak diketahui: enjin tidak dapat membuktikan siapa menang di sini dalam masanya; tiada apa diteka.
board-winning = Langkah menang: { $moves }
board-exact = Setiap nilai di sini tepat dan terbukti (jadual atau carian lengkap).
board-inexact = Di luar nilai tepat: W dan L pada petak dibuktikan oleh carian, ? tidak diketahui, dan tiada nilai SG ditunjukkan.
board-play-keys = Enter memakan petak (kedua-dua pemain bergilir); u dan r undur dan maju; e membuka penyunting.
board-editor-keys = Penyunting: Enter memakan petak atau memulangkannya; f memenuhkan papan, x mengosongkannya; e menutup penyunting.
board-prompt = Kedudukan (8,8,5,3 atau ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: tetapkan  Esc: batal
board-error-empty = Taip satu kedudukan, seperti 8,8,5,3.
board-error-word = '{ $word }' bukan permainan, bukan saiz seperti 7x5 dan bukan kedudukan seperti 8,8,5,3.
board-error-size = Saiz papan itu tidak dibenarkan: Chomp 1 hingga 32 petak sesisi, iChomp 2 hingga 32.
board-error-notation = Kedudukan ialah panjang baris dipisah koma (8,8,5,3), dan bagi iChomp empat senarai sedemikian dipisah / (- ialah sukuan kosong).
board-error-staircase = Satu baris tidak boleh lebih panjang daripada baris di atasnya.
board-error-fit = Kedudukan itu lebih besar daripada papan.
board-error-decided = Kedudukan itu sudah ditentukan, jadi tiada apa untuk dimainkan.
board-help = PAPAN ANALISIS: b di lobi, atau pada permainan yang tamat atau dimain semula, membukanya pada kedudukan itu. Enter memainkan petak untuk pemain yang bergilir, u dan r undur dan maju (Home dan End ke langkah pertama dan terakhir), n atau / menaip kedudukan (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v bertukar antara Chomp dan iChomp, e membuka penyunting (Enter memakan petak atau memulangkannya, f penuh, x kosong). Nilainya daripada enjin: terbukti di mana ia berkata begitu, "tidak diketahui" di mana ia tidak dapat membuktikannya. Dalam borang permainan baharu, e pada Mula menaip permulaan sendiri dalam tatatanda yang sama.
start-prompt = Kedudukan mula untuk { $size }
keys-board = Enter: makan  u/r: undur/maju  n: kedudukan  v: permainan  e: penyunting  ↑↓←→: sasar  Esc: kembali  ?: bantuan
keys-form-start = ←→: penuh/rawak  e: taip kedudukan  Enter: cipta  ?: bantuan  q: keluar
## tscreen
keys-tournaments = ↑↓  Enter: kedudukan  n: baharu  r: muat semula  Esc: lobi  ?: bantuan
keys-tournament-form = ↑↓: medan  ←→: ubah  Enter: cipta  Esc: kembali  ?: bantuan
keys-standings = ↑↓  J: sertai  L: tinggalkan  w: tonton  r: muat semula  Esc: senarai  ?: bantuan
tour-title = Kejohanan
tour-loading = Memuatkan…
tour-none = Tiada kejohanan menunggu, berjalan atau tamat hari ini: n mencipta satu.
tour-name = Nama
tour-status = Status
tour-time = Masa
tour-entrants = Peserta
tour-format = Format
tour-board = Papan
tour-format-arena = arena
tour-format-round-robin = round robin
tour-format-ladder = tangga
tour-status-waiting = menunggu
tour-status-running = berjalan
tour-status-finished = tamat
tour-starts-in = bermula dalam { $time }
tour-time-left = tinggal { $time }
tour-minutes = Minit
tour-starts-in-label = Bermula dalam
tour-minutes-n = { $n } min
tour-bots = Bot
tour-yes = ya
tour-no = tidak
tour-create = Cipta kejohanan
tour-new = Kejohanan baharu
tour-left-mark = keluar
tour-you-entered = anda menyertai
tour-player = Pemain
tour-points = Mata
tour-score = Skor
tour-sb = SB
tour-played = Main
tour-won = Menang
tour-streak = Berturut
tour-standings = Kedudukan
tour-created = Kejohanan { $name } dicipta: J mendaftarkan anda.
tour-joined = Anda menyertai { $name }.
tour-left = Anda meninggalkan { $name }.
tour-refused-create = Pelayan menolak kejohanan ini: semak nama, papan, minit dan bot.
tour-refused-join = Kejohanan ini tidak boleh disertai sekarang: ia sudah tamat atau penuh, atau anda sudah menyertainya.
tour-pairing = Kejohanan { $tournament }: permainan anda menentang { $opponent }
tour-pairing-waits = Kejohanan { $tournament }: permainan anda menentang { $opponent } sudah bermula dan jamnya berjalan.
tour-game-won = Kejohanan { $tournament }: anda menang; inilah kedudukannya.
tour-game-lost = Kejohanan { $tournament }: anda kalah; inilah kedudukannya.
tour-game-over = Kejohanan { $tournament }: permainan anda tamat.
tour-not-playing = Pemain ini tidak sedang bermain.
tour-bad-name = Nama kejohanan mempunyai 1 hingga 40 aksara yang kelihatan.
tour-bad-board = Papan itu tidak dibenarkan: 1 hingga 32 setiap sisi dan sekurang-kurangnya 2 petak (iChomp: 2 hingga 32).
tour-bad-minutes = Arena berlangsung 1 hingga 720 minit.
tour-bad-starts-in = Kejohanan bermula dalam tempoh sehari (1440 minit).
tour-bad-bots = Kejohanan menerima paling banyak 8 bot pelayan.
tour-help = KEJOHANAN: T di lobi; n cipta, J sertai, L tinggalkan, w tonton.

## ladder
bot-no-ladder = Pelayan ini tiada tangga bot.

## tclient
keys-game-tournament = panah: sasar  Enter: makan  g: petunjuk  X X: serah  Esc: kedudukan  ?: bantuan
keys-game-over-tournament = [ ]: main semula  Home/End  r: lagi  g: petunjuk  Esc: kedudukan  ?: bantuan
keys-game-watch-tournament = g: petunjuk  [ ]: main semula  H: sejarah  S: stat.  Esc: kedudukan  ?: bantuan
tour-pairing-switch = P beralih kepadanya sekarang; jika tidak, ia dibuka sendiri apabila permainan ini tamat.
