# chomp terminal client: Oʻzbek (lotin yozuvi).
# Taxtaning har bir boʻlagi doim "katak", zaharlisi doim "zaharli katak".
# Oʻ and gʻ are written with ʻ (U+02BB), as the Latin alphabet has them.

language-name = Oʻzbek

## Screens and the top line
lobby = Lobbi
game = Oʻyin
history = Tarix
statistics = Statistika
help = Yordam
connecting = ulanmoqda
offline = oflayn
online = onlayn
connection-lost = Aloqa uzildi: { $reason } — { NUMBER($seconds, minimumFractionDigits: 1) } s dan keyin yana
offline-action = Oflayn: buning uchun server kerak, lekin hozir unga ulanib bo'lmaydi.
why-refused = ulanish rad etildi
why-no-host = bunday xost yo'q
why-timed-out = javob kelmadi (vaqt tugadi)
unreachable-retry = { $url } manziliga ulanib bo'lmadi: { $why }. { $seconds } s dan keyin yana
unreachable-now = { $url } manziliga ulanib bo'lmadi: { $why }. Qayta urinilmoqda…
host-stopped = Xost serverni toʻxtatdi.
host-stopped-retry = Xost serverni toʻxtatdi. — { NUMBER($seconds, minimumFractionDigits: 1) } s dan keyin yana
watching = tomosha

## Lobby
open-games = Ochiq oʻyinlar (Enter: qoʻshilish)
running-games = Borayotgan oʻyinlar (Enter: koʻrish)
none-yet = hali yoʻq
new-game = Yangi oʻyin
create-game = Oʻyin yaratish
variant = Turi
width = Eni
height = Boʻyi
opponent = Raqib
start = Boshlanish
first-move = Birinchi yurish
human = inson
hosted-bot = bot
bot-player = { $level ->
    [easy] oson bot
    [medium] oʻrta bot
   *[hard] qiyin bot
}
full-board = toʻliq taxta
random-board = tasodifiy taxta
me = men
random = tasodifiy
totals = Jami
players-online = Onlayn oʻyinchilar
server = Server:
share-hint = Doʻstlar shunday qoʻshiladi:
ssh-hint = Yoki hech narsa oʻrnatmasdan:
games-played = Oʻynalgan oʻyinlar
human-wins-vs-bots = Insonning botlarga gʻalabasi
bot-wins = Botlar gʻalabasi
human-vs-human = Inson va inson oʻyinlari
unfinished-games = Tugallanmagan oʻyinlaringiz bor: ularga qaytish uchun g ni bosing.
opponent-joined = Oʻyiningizga raqib qoʻshildi: oʻynash uchun g ni bosing.
confirm-quit-host = Bu dasturdagi serverdan boshqalar foydalanmoqda: toʻxtatib chiqish uchun q ni yana bosing.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Bu dasturdagi serverdan boshqalar foydalanmoqda: toʻxtatib chiqish uchun Ctrl-C ni yana bosing.
token-kept-in = Ism tokenlari { $path } faylida saqlanadi: bu faylni ism birinchi ishlatilgan kompyuterdan koʻchiring yoki boshqa ism tanlang.
key-prompt-title = SSH kalitini bogʻlash
key-prompt-about = Ochiq kalitingiz bogʻlangach, ssh sizni shu nom bilan serverning SSH eshigi orqali kiritadi, hech narsa oʻrnatmasdan.
key-prompt-file = Ochiq kalit fayli:
key-prompt-keys = Enter: bogʻlash  Esc: bekor qilish
key-prompt-linking = Bogʻlanmoqda…
key-over-ssh = Siz SSH orqali kirdingiz: kalitingiz sizni allaqachon shu nom bilan kiritadi.
key-file-unreadable = { $path } ni oʻqib boʻlmadi: { $reason }.
key-file-not-a-key = { $path } OpenSSH ochiq kalit fayli emas: .pub faylini bering.
key-linked = { $fingerprint } kaliti endi { $name } ni SSH orqali ham kiritadi.
key-refused = Server kalitni bogʻlamadi: { $reason }

## Game
players = Oʻyinchilar
player = Oʻyinchi
you = siz
versus = qarshi
waiting-for-opponent = raqib kutilmoqda
your-turn = Sizning yurishingiz!
to-move = Yurish: { $player }
rematch-hint = r: revansh
rematch-offered = Revansh taklif qilindi: { $name } kutilmoqda.
rematch-offer-from = { $name } revansh taklif qilmoqda: r — qabul qilish.
rematch-lapsed = Revansh taklifi bekor boʻldi: oʻyinchi chiqib ketdi.
unrated = reytingsiz
not-your-turn = Hozir sizning yurishingiz emas.
empty-cell = Bu katak allaqachon yeyilgan.
confirm-resign = Taslim boʻlish uchun X ni yana bosing.
too-small = Terminal bu taxta uchun kichik: uni kattalashtiring.
board-too-big = Bu terminal uchun juda katta: { $size } sigʻadi.
board-fits-nothing = Bu terminal hech qanday taxta uchun yetmaydi.
time-left = Qolgan vaqt { $time }

## Hints
hints = Maslahatlar (SG qiymatlari)
hints-loading = serverdan soʻralmoqda…
hints-on-your-move = Maslahatlar sizning yurishingizda chiqadi.
hints-not-allowed = Maslahatlar faqat server botlariga qarshi oʻyinlarda va tugagan har qanday oʻyinda beriladi.
hints-live-only = Maslahatlar joriy holat uchun.
hints-inexact = taxminiy: aniq SG qiymatlari yoʻq
outcome-unknown = gʻalaba yoki magʻlubiyat: hali nomaʼlum
win-move-unknown = gʻalaba, lekin yutuvchi yurish topilmagan
cell-legend = W yutadi, L yutqazadi, ? nomaʼlum
p-position = SG 0: har qanday yurish yutqazadi
winning-moves = { $count } ta yutuvchi yurish, yashil rangda
hints-for-study = Oʻyin tugadi; faqat oʻrganish uchun:
# Under that header, instead of the count of winning moves.
hints-study-wins = Yashil kataklar: bu yerda yutishi mumkin boʻlgan yurishlar.
hints-game-over = Yurish qolmadi. Har bir holat maslahatini koʻrish uchun [ bilan orqaga qayting.
hints-working = hisoblanmoqda…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Server band: birozdan keyin maslahat yana soʻraladi.
hints-busy-again = Server hali ham band: bu holat uchun maslahat yoʻq.
hints-by-colour = Qiymatlar kataklarga sigʻmaydi: yashil kataklar yutuqli yurishlar.
hint-at = Katak { $square }: { $value }
quadrant-nw = ShG
quadrant-ne = ShSh
quadrant-sw = JG
quadrant-se = JSh
xor = XOR
sg = SG

## Results
won-poison = Yutdingiz: { $loser } zaharli katakni yeyishga majbur boʻldi
lost-poison = Yutqazdingiz: zaharli katakni yeyishga majbur boʻldingiz
won-last = Yutdingiz: oxirgi katakni siz yedingiz
lost-last = Yutqazdingiz: oxirgi katakni { $winner } yedi
won-resign = Yutdingiz: { $loser } taslim boʻldi
lost-resign = Yutqazdingiz: taslim boʻldingiz
won-abandon = Yutdingiz: { $loser } oʻyinni tark etdi
lost-abandon = Yutqazdingiz: oʻyinni tark etdingiz
won-timeout = Yutdingiz: { $loser } vaqtida yurmadi
lost-timeout = Yutqazdingiz: vaqtingiz tugadi
seen-poison = { $winner } yutdi: { $loser } zaharli katakni yeyishga majbur boʻldi
seen-last = { $winner } oxirgi katakni yeb yutdi
seen-resign = { $loser } taslim boʻldi: { $winner } yutdi
seen-abandon = { $loser } oʻyinni tark etdi: { $winner } yutdi
seen-timeout = { $loser } vaqtida yurmadi: { $winner } yutdi
aborted = Oʻyin bekor qilindi: ikkala oʻyinchi yurmasdan tugadi, shuning uchun hech qanday natija oʻzgarmaydi
# An aborted game when the player who ended it is known to have left.
aborted-left = Oʻyin bekor qilindi: { $name } ikkala oʻyinchi yurmasdan ketdi; hech kimning natijasi oʻzgarmaydi

## History and statistics
moves = Yurishlar
moves-eaten = { $count } yeyildi
replay = Qayta koʻrish
all-players = barcha oʻyinchilar
when = Qachon
winner = Gʻolib
how = Qanday
how-poison = zahar
how-last = oxirgi katak
how-resign = taslim
how-abandon = tark etdi
how-aborted = bekor
how-timeout = vaqt tugadi
my-record = Natijalarim
wins-label = Gʻalabalar
losses = Magʻlubiyatlar
rating = Reyting
games-per-day = Kuniga oʻyinlar
games = Oʻyinlar
won-lost = G:M
leaderboard = Yetakchilar jadvali
level = Daraja
level-easy = oson
level-medium = oʻrta
level-hard = qiyin
human-wins = Insonlar
computer-wins = Botlar

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter  T: turnirlar  o: onlayn  C: chaqir  f: doʻstga  J: kod  b: taxta  ?: yordam  q: chiq
keys-lobby-game = g: oʻyin  o: onlayn  C: chaqir  f: doʻstga  J: kod  b: taxta  ?: yordam  q: chiq
keys-game = strelka: nishon  Enter: yeyish  g: maslahat  X X: taslim  Esc: lobbi  ?: yordam
keys-game-watch = g: maslahat  [ ]: qayta koʻrish  H: tarix  S: statistika  Esc: chiqish  ?
keys-game-over = [ ]: qayta koʻrish  Home/End  r: revansh  g: maslahat  Esc: lobbi  ?: yordam
keys-game-archive = [ ]: qadamma-qadam  Home/End  g: maslahat  Esc: tarix  ?: yordam
keys-history = ↑↓  Enter: koʻrish  s: saqlash  a: meniki/hammasi  /: oʻyinchi  r: yangilash  Esc  ?: yordam
keys-stats = v: Chomp/iChomp  r: yangilash  H: tarix  Esc: lobbi  ?: yordam
keys-stats-pages = Tab: keyingi  ↑↓: aylantirish  v: Chomp/iChomp  r: yangilash  Esc: lobbi  ?: yordam
keys-help = ↑↓ PgUp PgDn: aylantirish  Esc: yopish
keys-tab-details = Tab: taxta/tafsilotlar/maslahat
keys-tab-short = Tab: panellar

## Help
rules-chomp = CHOMP: har bir yurish bitta katakni tanlaydi va uni oʻng va pastidagi barcha kataklar bilan birga yeydi. Chap yuqori katak (X) zaharli katakdir: uni yegan yutqazadi; faqat u qolsa, navbati kelgan oʻyinchi yutqazadi.
rules-ichomp = iCHOMP: taxta markaz atrofida toʻrt chorakka boʻlingan. Yurish bitta katakni va shu chorakning markazdan uzoqroqdagi barcha kataklarini yeydi. Oxirgi katakni yegan yutadi.
rules-hints = MASLAHATLAR: har bir katak oʻz yurishi choragida qoldiradigan Sprague-Grundy qiymatini (SG) koʻrsatadi; iChomp qiymati toʻrt chorak qiymatlarining XOR idir. Qiymati 0 boʻlgan holat navbati kelgan oʻyinchi uchun yutqazilgan; yashil yurishlar 0 ga olib boradi.
help-keys = TUGMALAR: strelkalar yoki hjkl kursorni suradi, Enter yoki bosish yeydi (qizil kataklar yurish nimani olib tashlashini koʻrsatadi), g maslahatlarni yoqadi, [ va ] tugagan oʻyinni har bir holat maslahati bilan qayta koʻrsatadi (yurishlar qator.ustun, taxtada raqamlangan), r revansh soʻraydi, X X taslim, Esc orqaga, H tarix, S statistika, lobbida q yoki Ctrl-C chiqish (bu dasturdagi serverdan boshqalar foydalansa, ikki marta).
help-lobby = LOBBI: Tab oʻyin roʻyxatlari va shakl orasida oʻtadi, bosish oʻyin yoki maydonni tanlaydi; Enter yoki tanlangan oʻyinni bosish unga qoʻshiladi yoki uni tomosha qiladi. g sizni oʻyiningizga qaytaradi, server yoki shu dastur qayta ishga tushgandan keyin ham. a SSH kalitingizni bogʻlaydi, shunda ssh sizni shu nom bilan kiritadi.

## Server refusals
error-bad-json = Server bu mijozning xabarini oʻqiy olmadi.
error-too-large = Bu mijozning xabari server uchun juda katta edi.
error-binary-frame = Server faqat matnli xabarlarni qabul qiladi.
error-unknown-type = Server bu soʻrovni bilmaydi.
error-bad-request = Server notoʻgʻri soʻrovni rad etdi.
error-not-hello = Server bu mijozni hali qabul qilmagan.
error-already-hello = Bu ulanish oʻzini allaqachon tanishtirgan.
error-bad-protocol = Server protokolning boshqa versiyasida gapiradi: mijozni yangilang.
error-name-taken = { $name } ismi band; uning tokenidan yoki boshqa ismdan foydalaning.
error-bad-name = Server bu ismni qabul qilmaydi.
error-bad-size = Bu taxta oʻlchamiga ruxsat yoʻq.
error-bad-position = Bu boshlangʻich holat taxtaga mos emas.
error-no-such-game = Bunday oʻyin yoʻq.
error-no-such-player = Bunday oʻyinchi yoʻq.
error-not-your-turn = Hozir sizning yurishingiz emas.
error-stale-ply = Yurish kechikdi: taxta allaqachon oʻzgargan.
error-illegal-move = Bu yurishga ruxsat yoʻq.
error-game-over = Oʻyin allaqachon tugagan.
error-seat-taken = Bu oʻrin allaqachon band.
error-not-a-player = Siz bu oʻyinda oʻynamaysiz.
error-hints-refused = Maslahatlar faqat serverning oʻz botlariga qarshi oʻyinlarda va tugagan oʻyinlarda beriladi: insonlar orasidagi oʻyin davomida server hech qachon yordam bermaydi (boshqa dasturdan oʻynaydigan bot inson hisoblanadi).
error-rate-limited = Soʻrovlar juda koʻp: sekinroq.
error-limit-reached = Chegaraga yetildi: oʻyinlar yoki ulanishlar juda koʻp.
error-unavailable = Server mavjud emas; keyinroq yana urinib koʻring.
error-busy = Server band; birozdan keyin yana urinib koʻring.
error-superseded = Yangiroq soʻrov buning oʻrnini egalladi.
error-internal = Server ichida xato yuz berdi; hech narsa oʻzgarmadi.

## The chomp command
cli-bad-address = '{ $input }' server manzili emas: HOST:PORT, ws://HOST:PORT/ yoki wss://HOST/ deb yozing.
cli-bad-scheme = '{ $input }' server manzili emas: faqat ws:// va wss:// serverlari bor.
cli-bad-port = '{ $input }' port emas: portlar 1 dan 65535 gacha.
cli-bad-host = '{ $input }' xost nomi emas.
cli-no-config-dir = bu foydalanuvchi uchun sozlamalar katalogi topilmadi.
cli-config-io = { $path } ni oʻqib yoki yozib boʻlmadi: { $reason }.
cli-config-parse = { $path } token fayli emas: { $reason }.
cli-ca-unreadable = CA fayli { $path } ni oʻqib boʻlmadi: { $reason }.
cli-ca-empty = CA fayli { $path } da sertifikat yoʻq.
cli-ca-unusable = CA fayli { $path } da yaroqsiz sertifikat bor: { $reason }.
cli-tls-setup = TLS ni sozlab boʻlmadi: { $reason }.
cli-name-length = '{ $name }' ismini ishlatib boʻlmaydi: ismda 1 dan { $max } gacha belgi boʻladi, bunda { $count } ta.
cli-name-characters = '{ $name }' ismini ishlatib boʻlmaydi: faqat harflar, raqamlar, '_' va '-' mumkin.
cli-name-invisible = '{ $name }' ismini ishlatib boʻlmaydi: koʻrinmas belgilar boʻlmasligi kerak.
cli-name-mixed = '{ $name }' ismini ishlatib boʻlmaydi: yozuvlarni aralashtirib boʻlmaydi, masalan lotin va kirill harflarini.
cli-bad-lang = '{ $input }' bu mijoz biladigan til emas: birini tanlang: { $languages }.
cli-host-unknown = '{ $host }' server xosti topilmadi: { $reason }.
cli-host-no-address = '{ $host }' server xostining manzili yoʻq.
cli-bad-listen = { $flag } '{ $input }' tinglash uchun manzil emas: HOST:PORT bering, masalan 0.0.0.0:7878 yoki localhost:7878.
cli-listen-host-unknown = { $flag }: tinglash uchun '{ $host }' xosti topilmadi: { $reason }.
cli-lang-help = Ekranlar tili: { $languages }. Standart: lokaldan (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Server ishga tushdi: oʻyinchilar chomp --server { $url } bilan qoʻshiladi
bot-ssh-door = chomp oʻrnatilmagan oʻyinchilar SSH orqali kiradi: { $command }
bot-ready = { $name } tayyor: { $variant } { $width }x{ $height }, { $level } daraja, { $games } ta ochiq oʻyin; oʻyinchi kutilmoqda.
bot-waiting = Oʻyinchi kutilmoqda: { $games } ta ochiq oʻyin.
bot-joined = { $opponent } { $game }-oʻyinni oldi: oʻyin ketmoqda.
bot-resumed = { $opponent } bilan { $game }-oʻyinga qaytildi: u hali davom etayotgan edi.
bot-reconnecting = Server bilan aloqa uzildi ({ $reason }): { $seconds } soniyadan keyin qayta urinish.
bot-game-over = Oʻyin { $game }, raqib { $opponent }: { $won ->
    [yes] gʻalaba
   *[no] magʻlubiyat
} ({ $how }); hisob { $wins }:{ $losses }
bot-finished = Bot tugatdi: { $wins } gʻalaba, { $losses } magʻlubiyat

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Reyting ±
unrated-aborted = reytingsiz: toʻxtatilgan
unrated-board = reytingsiz: oson taxta
unrated-repeat = reytingsiz: koʻp takror
as-first = Birinchi yurib gʻalabalar
as-second = Ikkinchi yurib gʻalabalar
longest-streak = Eng uzun gʻalaba seriyasi
opponents = Raqiblar

## analysis
mark-kept-win = g'alaba saqlandi
mark-threw-win = g'alaba boy berildi
mark-lost = yutqazilgan pozitsiya
mark-best-trap = yutqazilgan pozitsiya, eng yaxshi tuzoq
mark-unknown = isbotlanmagan
history-accuracy = aniqlik { $share }%
record-saved = { $game }-o'yin yozuvi { $path } fayliga saqlandi.
record-not-saved = { $game }-o'yin yozuvini saqlab bo'lmadi: { $error }.
accuracy-over-time = Aniqlik
## guests
# A guest's mark beside the name (SSH without a key).
guest = mehmon
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = reytingsiz: mehmon oʻynadi
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = benuqson oʻynaydi (isbotlangan)
bot-not-proven = bu taxtada benuqsonligi isbotlanmagan
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = { $fingerprint } kaliti endi { $name } ni SSH orqali ham kiritadi: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Mehmon: { $name } nomini saqlash uchun kalit yarating (ssh-keygen -t ed25519) va u bilan qayting.
## friends
friends-online-title = Onlayn
friends-online-keys = Enter: shakl sozlamalari bilan chaqirish  h: meni yashirish/ko'rsatish  r: yangilash  Esc: yopish
friends-online-empty = Hech kim onlayn emas.
friends-you-hidden = Siz onlayn ro'yxatdan yashiringansiz.
friends-you-visible = Boshqalar sizni onlayn ro'yxatda ko'radi.
friends-bot = bot
friends-prompt-code = O'yin kodi
friends-prompt-name = O'yinchini chaqirish (ism)
friends-prompt-chat = Suhbat
friends-prompt-keys = Enter: yuborish  Esc: bekor qilish
friends-bad-code = O'yin kodi to'rtta harf yoki raqamdan iborat, masalan K7PQ.
friends-challenged = { $from } sizni { $variant } { $width }×{ $height } o'yiniga chaqirmoqda: y qabul, n rad (lobbida).
friends-challenge-sent = Chaqiruv { $name } ga yuborildi; javob kutilmoqda.
friends-declined = { $name } chaqiruvingizni rad etdi.
friends-lapsed-sent = { $name } ga chaqiruvingiz muddati o'tdi.
friends-lapsed-received = Sizga kelgan chaqiruv muddati o'tdi.
friends-code = Do'st uchun: kod { $code } (lobbida J { $code }, yoki chomp --join { $code })
friends-chat-muted = Suhbat o'chirildi; m uni qayta yoqadi.
friends-chat-on = Suhbat yoqildi.
friends-help = DO'STLAR: o kim onlayn ekanini ko'rsatadi (Enter tanlangan o'yinchini shakl sozlamalari bilan chaqiradi, h sizni yashiradi); C o'yinchini ismi bilan chaqiradi; y yoki n olingan chaqiruvga javob beradi. f shakldagi o'yinni do'st uchun ochadi: u ro'yxatda ko'rinmaydi, o'yin ekranidagi kodi esa lobbida J va kodni yozgan (yoki chomp --join CODE ni ishga tushirgan) birinchi odamni o'tqazadi. O'yinda t o'yinchilar va tomoshabinlarga bir qator suhbat yozadi, m suhbatni o'chiradi.
cli-bad-join = --join '{ $input }' o'yin kodi emas: kod to'rtta harf yoki raqamdan iborat, masalan K7PQ.
## tourney
bot-tournament-entered = { $tournament } turnirida ({ $name }): u tuzgan juftliklarni o‘ynaydi.
## board
board-title = Tahlil taxtasi
board-play = oʻyin
board-editor = muharrir
board-position = Holat: { $notation }
board-steps = { $total } dan { $done }-qadam
board-over = Bu holatda oʻyin tugagan: yuradigan narsa yoʻq.
board-wins = Navbati kelgan oʻyinchi eng yaxshi oʻyinda yutadi (isbotlangan).
board-loses = Navbati kelgan oʻyinchi raqibning eng yaxshi oʻyinida yutqazadi (isbotlangan).
board-unknown = Nomaʼlum: dvigatel oʻz vaqtida bu yerda kim yutishini isbotlay olmadi; hech narsa taxmin qilinmaydi.
board-winning = Yutuvchi yurishlar: { $moves }
board-exact = Bu yerdagi har bir qiymat aniq va isbotlangan (jadvallar yoki toʻliq qidiruv).
board-inexact = Aniq qiymatlardan tashqarida: katakdagi W va L qidiruv bilan isbotlangan, ? nomaʼlum, SG qiymati koʻrsatilmaydi.
board-play-keys = Enter katakni yeydi (oʻyinchilar navbat bilan); u va r orqaga va oldinga qadam; e muharrirni ochadi.
board-editor-keys = Muharrir: Enter katakni yeydi yoki qaytaradi; f taxtani toʻldiradi, x boʻshatadi; e muharrirni yopadi.
board-prompt = Holat (8,8,5,3 yoki ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: oʻrnatish  Esc: bekor
board-error-empty = Holat yozing, masalan 8,8,5,3.
board-error-word = '{ $word }' na oʻyin, na 7x5 kabi oʻlcham, na 8,8,5,3 kabi holat.
board-error-size = Bunday taxta oʻlchami mumkin emas: Chomp har tomoni 1 dan 32 gacha katak, iChomp 2 dan 32 gacha.
board-error-notation = Holat — vergul bilan ajratilgan qator uzunliklari (8,8,5,3), iChomp uchun esa / bilan ajratilgan toʻrtta shunday roʻyxat (- boʻsh chorak).
board-error-staircase = Qator oʻzidan yuqoridagi qatordan uzun boʻlolmaydi.
board-error-fit = Bu holat taxtadan katta.
board-error-decided = Bu holat allaqachon hal boʻlgan, oʻynaydigan narsa yoʻq.
board-help = TAHLIL TAXTASI: lobbida yoki tugagan yoxud qayta koʻrilayotgan oʻyinda b uni oʻsha holatda ochadi. Enter navbati kelgan oʻyinchi uchun katak yuradi, u va r orqaga va oldinga qadam (Home va End birinchi va oxirgi qadamga), n yoki / holat yozdiradi (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v Chomp va iChomp orasida almashtiradi, e muharrirni ochadi (Enter katakni yeydi yoki qaytaradi, f toʻla, x boʻsh). Qiymatlar dvigatelniki: u aytgan joyda isbotlangan, isbotlay olmagan joyda "nomaʼlum". Yangi oʻyin shaklida Boshlanish maydonida e xuddi shu yozuvda oʻz boshlanishingizni yozdiradi.
start-prompt = { $size } uchun boshlangʻich holat
keys-board = Enter: yeyish  u/r: orqaga/oldinga  n: holat  v: oʻyin  e: muharrir  ↑↓←→: nishon  Esc: orqaga  ?: yordam
keys-form-start = ←→: toʻla/tasodifiy  e: holat yozish  Enter: yaratish  ?: yordam  q: chiq
## tscreen
keys-tournaments = ↑↓  Enter: jadval  n: yangi  r: yangilash  Esc: lobbi  ?: yordam
keys-tournament-form = ↑↓: maydon  ←→: oʻzgartir  Enter: yarat  Esc: orqaga  ?: yordam
keys-standings = ↑↓  J: qoʻshil  L: chiq  w: tomosha  r: yangilash  Esc: roʻyxat  ?: yordam
tour-title = Turnirlar
tour-loading = Yuklanmoqda…
tour-none = Bugun kutayotgan, ketayotgan yoki tugagan turnir yoʻq: n yangisini yaratadi.
tour-name = Nomi
tour-status = Holat
tour-time = Vaqt
tour-entrants = Ishtirokchilar
tour-format = Format
tour-board = Taxta
tour-format-arena = arena
tour-format-round-robin = aylanma
tour-format-ladder = narvon
tour-status-waiting = kutmoqda
tour-status-running = ketmoqda
tour-status-finished = tugagan
tour-starts-in = { $time } dan keyin boshlanadi
tour-time-left = { $time } qoldi
tour-minutes = Daqiqa
tour-starts-in-label = Boshlanish
tour-minutes-n = { $n } daq
tour-bots = Bot
tour-yes = ha
tour-no = yoʻq
tour-create = Turnir yaratish
tour-new = Yangi turnir
tour-left-mark = chiqqan
tour-you-entered = siz ishtirokchisiz
tour-player = Oʻyinchi
tour-points = Ochko
tour-score = Hisob
tour-sb = SB
tour-played = Oʻynalgan
tour-won = Gʻalaba
tour-streak = Seriya
tour-standings = Jadval
tour-created = { $name } turniri yaratildi: J sizni yozadi.
tour-joined = Siz { $name } turniriga qoʻshildingiz.
tour-left = Siz { $name } turniridan chiqdingiz.
tour-refused-create = Server bu turnirni rad etdi: nomi, taxta, daqiqalar va botlarni tekshiring.
tour-refused-join = Bu turnirga hozir qoʻshilib boʻlmaydi: u tugagan yoki toʻla, yoki siz allaqachon undasiz.
tour-pairing = { $tournament } turniri: { $opponent } bilan oʻyiningiz
tour-pairing-waits = { $tournament } turniri: { $opponent } bilan oʻyiningiz boshlandi, soati yurmoqda.
tour-game-won = { $tournament } turniri: yutdingiz; mana jadval.
tour-game-lost = { $tournament } turniri: yutqazdingiz; mana jadval.
tour-game-over = { $tournament } turniri: oʻyiningiz tugadi.
tour-not-playing = Bu oʻyinchi hozir oʻynamayapti.
tour-bad-name = Turnir nomi 1 dan 40 gacha koʻrinadigan belgidan iborat.
tour-bad-board = Bu taxtaga ruxsat yoʻq: har tomoni 1 dan 32 gacha va kamida 2 katak (iChomp: 2 dan 32 gacha).
tour-bad-minutes = Arena 1 dan 720 daqiqagacha davom etadi.
tour-bad-starts-in = Turnir bir kun (1440 daqiqa) ichida boshlanadi.
tour-bad-bots = Turnirga koʻpi bilan 8 ta server boti kiradi.
tour-help = TURNIRLAR: lobbida T; n yaratadi, J qoʻshadi, L chiqaradi, w tomosha.

## ladder
bot-no-ladder = Bu serverda botlar zinapoyasi yo‘q.

## tclient
keys-game-tournament = strelka: nishon  Enter: yeyish  g: maslahat  X X: taslim  Esc: jadval  ?: yordam
keys-game-over-tournament = [ ]: qayta koʻrish  Home/End  r: revansh  g: maslahat  Esc: jadval  ?: yordam
keys-game-watch-tournament = g: maslahat  [ ]: qayta koʻrish  H: tarix  S: statistika  Esc: jadval  ?: yordam
tour-pairing-switch = P hozir unga oʻtadi; aks holda bu oʻyin tugagach, u oʻzi ochiladi.
