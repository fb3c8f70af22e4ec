# chomp terminal client: Azərbaycan dili.
# Lövhənin hər bölməsi həmişə "xana", zəhərli olanı həmişə "zəhərli xana".

language-name = Azərbaycan

## Screens and the top line
lobby = Lobbi
game = Oyun
history = Tarixçə
statistics = Statistika
help = Kömək
connecting = qoşulur
offline = oflayn
online = onlayn
connection-lost = Əlaqə kəsildi: { $reason } — { NUMBER($seconds, minimumFractionDigits: 1) } san sonra yenidən
offline-action = Oflayn: bunun üçün server lazımdır, amma indi ona qoşulmaq olmur.
why-refused = bağlantı rədd edildi
why-no-host = belə host yoxdur
why-timed-out = cavab gəlmədi (vaxt bitdi)
unreachable-retry = { $url } ünvanına qoşulmaq olmur: { $why }. { $seconds } san sonra yenidən
unreachable-now = { $url } ünvanına qoşulmaq olmur: { $why }. Yenidən cəhd edilir…
host-stopped = Host serveri dayandırdı.
host-stopped-retry = Host serveri dayandırdı. — { NUMBER($seconds, minimumFractionDigits: 1) } san sonra yenidən
watching = izləyir

## Lobby
open-games = Açıq oyunlar (Enter: qoşul)
running-games = Gedən oyunlar (Enter: izlə)
none-yet = hələ yoxdur
new-game = Yeni oyun
create-game = Oyun yarat
variant = Növ
width = En
height = Hündürlük
opponent = Rəqib
start = Başlanğıc
first-move = İlk gediş
human = insan
hosted-bot = bot
bot-player = { $level ->
    [easy] asan bot
    [medium] orta bot
   *[hard] çətin bot
}
full-board = tam lövhə
random-board = təsadüfi lövhə
me = mən
random = təsadüfi
totals = Yekunlar
players-online = Onlayn oyunçular
server = Server:
share-hint = Dostlar belə qoşulur:
ssh-hint = Və ya heç nə quraşdırmadan:
games-played = Oynanmış oyunlar
human-wins-vs-bots = İnsanın botlara qələbəsi
bot-wins = Botların qələbəsi
human-vs-human = İnsan-insan oyunları
unfinished-games = Bitməmiş oyunlarınız var: onlara qayıtmaq üçün g basın.
opponent-joined = Oyununuza rəqib qoşuldu: oynamaq üçün g basın.
confirm-quit-host = Bu proqramın serverindən başqaları istifadə edir: dayandırıb çıxmaq üçün q-nu yenə basın.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Bu proqramın serverindən başqaları istifadə edir: dayandırıb çıxmaq üçün Ctrl-C-ni yenə basın.
token-kept-in = Ad tokenləri { $path } faylında saxlanır: bu faylı adın ilk işləndiyi kompüterdən köçürün və ya başqa ad seçin.
key-prompt-title = SSH açarını bağla
key-prompt-about = Açıq açarınız bağlandıqdan sonra ssh sizi bu adla serverin SSH qapısından daxil edir, heç nə quraşdırmadan.
key-prompt-file = Açıq açar faylı:
key-prompt-keys = Enter: bağla  Esc: ləğv et
key-prompt-linking = Bağlanır…
key-over-ssh = Siz SSH ilə gəlmisiniz: açarınız artıq sizi bu adla daxil edir.
key-file-unreadable = { $path } oxuna bilmir: { $reason }.
key-file-not-a-key = { $path } OpenSSH açıq açar faylı deyil: .pub faylını verin.
key-linked = { $fingerprint } açarı indi { $name } adı ilə SSH üzərindən də daxil edir.
key-refused = Server açarı bağlamadı: { $reason }

## Game
players = Oyunçular
player = Oyunçu
you = siz
versus = qarşı
waiting-for-opponent = rəqib gözlənilir
your-turn = Sizin gedişiniz!
to-move = Gediş: { $player }
rematch-hint = r: revanş
rematch-offered = Revanş təklif olundu: { $name } gözlənilir.
rematch-offer-from = { $name } revanş təklif edir: r qəbul edir.
rematch-lapsed = Revanş təklifi ləğv olundu: oyunçu getdi.
unrated = reytinqsiz
not-your-turn = Gediş sizin deyil.
empty-cell = Bu xana artıq yeyilib.
confirm-resign = Təslim olmaq üçün X-i yenə basın.
too-small = Terminal bu lövhə üçün kiçikdir: onu böyüdün.
board-too-big = Bu terminal üçün çox böyükdür: { $size } sığır.
board-fits-nothing = Bu terminal heç bir lövhə üçün yetərli deyil.
time-left = Qalan vaxt { $time }

## Hints
hints = İpucları (SG dəyərləri)
hints-loading = serverdən soruşulur…
hints-on-your-move = İpucları sizin gedişinizdə çıxır.
hints-not-allowed = İpucları yalnız server botlarına qarşı oyunlarda və bitmiş istənilən oyunda var.
hints-live-only = İpucları cari vəziyyət üçündür.
hints-inexact = təxmini: dəqiq SG dəyəri yoxdur
outcome-unknown = qələbə, ya məğlubiyyət: hələ bəlli deyil
win-move-unknown = qələbədir, amma qalib gediş tapılmayıb
cell-legend = W qələbə, L məğlubiyyət, ? bəlli deyil
p-position = SG 0: hər gediş uduzur
winning-moves = { $count } qalib gediş, yaşıl rəngdə
hints-for-study = Oyun bitib; yalnız öyrənmək üçün:
# Under that header, instead of the count of winning moves.
hints-study-wins = Yaşıl xanalar: burada qalib gələcək gedişlər.
hints-game-over = Gediş qalmayıb. Hər vəziyyətin ipucunu görmək üçün [ ilə geri qayıdın.
hints-working = hesablanır…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Server məşğuldur: bir azdan ipucu yenə istəniləcək.
hints-busy-again = Server hələ də məşğuldur: bu vəziyyət üçün ipucu yoxdur.
hints-by-colour = Dəyərlər xanalara sığmır: yaşıl xanalar qazandıran gedişlərdir.
hint-at = Xana { $square }: { $value }
quadrant-nw = ŞQ
quadrant-ne = ŞŞ
quadrant-sw = CQ
quadrant-se = CŞ
xor = XOR
sg = SG

## Results
won-poison = Qalib gəldiniz: { $loser } zəhərli xananı yeməli oldu
lost-poison = Uduzdunuz: zəhərli xananı yeməli oldunuz
won-last = Qalib gəldiniz: son xananı siz yediniz
lost-last = Uduzdunuz: son xananı { $winner } yedi
won-resign = Qalib gəldiniz: { $loser } təslim oldu
lost-resign = Uduzdunuz: təslim oldunuz
won-abandon = Qalib gəldiniz: { $loser } oyunu tərk etdi
lost-abandon = Uduzdunuz: oyunu tərk etdiniz
won-timeout = Qalib gəldiniz: { $loser } vaxtında gediş etmədi
lost-timeout = Uduzdunuz: vaxtınız bitdi
seen-poison = { $winner } qalib gəldi: { $loser } zəhərli xananı yeməli oldu
seen-last = { $winner } son xananı yeyib qalib gəldi
seen-resign = { $loser } təslim oldu: { $winner } qalibdir
seen-abandon = { $loser } oyunu tərk etdi: { $winner } qalibdir
seen-timeout = { $loser } vaxtında gediş etmədi: { $winner } qalibdir
aborted = Oyun ləğv edildi: hər iki oyunçu gediş etməmiş bitdi, heç bir nəticə dəyişmir
# An aborted game when the player who ended it is known to have left.
aborted-left = Oyun ləğv edildi: { $name } hər iki oyunçu gediş etməmiş getdi; heç kimin nəticəsi dəyişmir

## History and statistics
moves = Gedişlər
moves-eaten = { $count } yeyildi
replay = Təkrar
all-players = bütün oyunçular
when = Nə vaxt
winner = Qalib
how = Necə
how-poison = zəhər
how-last = son xana
how-resign = təslim
how-abandon = tərk
how-aborted = ləğv
how-timeout = vaxt bitdi
my-record = Nəticələrim
wins-label = Qələbələr
losses = Məğlubiyyətlər
rating = Reytinq
games-per-day = Gündə oyun
games = Oyunlar
won-lost = Q:M
leaderboard = Liderlər cədvəli
level = Səviyyə
level-easy = asan
level-medium = orta
level-hard = çətin
human-wins = İnsanlar
computer-wins = Botlar

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter: keç  T: turnirlər  o: onlayn  C: çağır  f: dosta  J: kod  b: lövhə  ?: kömək  q: çıxış
keys-lobby-game = g: oyun  o: onlayn  C: çağır  f: dosta  J: kod  b: lövhə  ?: kömək  q: çıxış
keys-game = oxlar: hədəf  Enter: ye  g: ipucu  X X: təslim  Esc: lobbi  ?: kömək
keys-game-watch = g: ipucu  [ ]: təkrar  H: tarixçə  S: statistika  Esc: çıx  ?: kömək
keys-game-over = [ ]: ipuclu təkrar  Home/End  r: revanş  g: ipucu  Esc: lobbi  ?: kömək
keys-game-archive = [ ]: addım-addım  Home/End  g: ipucu  Esc: tarixçə  ?: kömək
keys-history = ↑↓  Enter: təkrar  s: saxla  a: mənim/hamı  /: oyunçu  r: yenilə  Esc: lobbi  ?: kömək
keys-stats = v: Chomp/iChomp  r: yenilə  H: tarixçə  Esc: lobbi  ?: kömək
keys-stats-pages = Tab: növbəti  ↑↓: sürüşdür  v: Chomp/iChomp  r: yenilə  Esc: lobbi  ?: kömək
keys-help = ↑↓ PgUp PgDn: sürüşdür  Esc: bağla
keys-tab-details = Tab: lövhə/təfərrüat/ipucu
keys-tab-short = Tab: panellər

## Help
rules-chomp = CHOMP: gediş bir xana seçir və onu sağındakı və altındakı bütün xanalarla birlikdə yeyir. Sol yuxarı xana (X) zəhərli xanadır: onu yeyən uduzur; yalnız o qalanda gediş növbəsi olan uduzur.
rules-ichomp = iCHOMP: lövhə mərkəz ətrafında dörd kvadranta bölünüb. Gediş bir xananı və həmin kvadrantın mərkəzdən daha uzaq bütün xanalarını yeyir. Son xananı yeyən qalib gəlir.
rules-hints = İPUCLARI: hər xana öz gedişinin kvadrantında qoyduğu Sprague-Grundy dəyərini (SG) göstərir; iChomp-un dəyəri dörd kvadrant dəyərinin XOR-udur. Dəyəri 0 olan vəziyyət gediş növbəsi olan üçün uduzmadır; yaşıl gedişlər 0-a aparır.
help-keys = DÜYMƏLƏR: oxlar və ya hjkl kursoru aparır, Enter və ya klik yeyir (qırmızı xanalar gedişin götürdüyünü göstərir), g ipuclarını açıb-bağlayır, [ və ] bitmiş oyunu hər vəziyyətin ipucu ilə təkrarlayır (gedişlər sətir.sütun, lövhədə nömrələnib), r revanş istəyir, X X təslim, Esc geri, H tarixçə, S statistika, lobbidə q və ya Ctrl-C çıxış (bu proqramın serverindən başqaları istifadə edirsə, iki dəfə).
help-lobby = LOBBİ: Tab oyun siyahıları ilə forma arasında keçir, klik oyunu və ya sahəni seçir; Enter və ya seçilmiş oyuna klik ona qoşulur və ya onu izləyir. g sizi oyununuza qaytarır, server və ya bu proqram yenidən başladıqdan sonra da. a SSH açarınızı bağlayır ki, ssh sizi bu adla daxil etsin.

## Server refusals
error-bad-json = Server bu müştərinin mesajını oxuya bilmədi.
error-too-large = Bu müştərinin mesajı server üçün çox böyük idi.
error-binary-frame = Server yalnız mətn mesajları qəbul edir.
error-unknown-type = Server bu sorğunu tanımır.
error-bad-request = Server səhv sorğunu rədd etdi.
error-not-hello = Server bu müştərini hələ qəbul etməyib.
error-already-hello = Bu əlaqə artıq özünü təqdim edib.
error-bad-protocol = Server protokolun başqa versiyasını danışır: müştərini yeniləyin.
error-name-taken = { $name } adı tutulub; onun tokenindən və ya başqa addan istifadə edin.
error-bad-name = Server bu adı qəbul etmir.
error-bad-size = Bu lövhə ölçüsünə icazə yoxdur.
error-bad-position = Bu başlanğıc vəziyyəti lövhəyə uyğun deyil.
error-no-such-game = Belə oyun yoxdur.
error-no-such-player = Belə oyunçu yoxdur.
error-not-your-turn = Gediş sizin deyil.
error-stale-ply = Gediş gecikdi: lövhə artıq dəyişib.
error-illegal-move = Bu gedişə icazə yoxdur.
error-game-over = Oyun artıq bitib.
error-seat-taken = Bu yer artıq tutulub.
error-not-a-player = Siz bu oyunda oynamırsınız.
error-hints-refused = İpucları yalnız serverin öz botlarına qarşı oyunlarda və bitmiş oyunlarda var: insanlar arasındakı oyun gedərkən server heç vaxt kömək etmir (başqa proqramdan oynayan bot insan sayılır).
error-rate-limited = Sorğular çox tezdir: yavaşlayın.
error-limit-reached = Həddə çatılıb: oyun və ya əlaqə çoxdur.
error-unavailable = Server əlçatan deyil; sonra yenə cəhd edin.
error-busy = Server məşğuldur; bir azdan yenə cəhd edin.
error-superseded = Daha yeni sorğu bunu əvəz etdi.
error-internal = Serverin daxilində xəta oldu; heç nə dəyişmədi.

## The chomp command
cli-bad-address = '{ $input }' server ünvanı deyil: HOST:PORT, ws://HOST:PORT/ və ya wss://HOST/ yazın.
cli-bad-scheme = '{ $input }' server ünvanı deyil: yalnız ws:// və wss:// serverləri var.
cli-bad-port = '{ $input }' port deyil: portlar 1-dən 65535-ə qədərdir.
cli-bad-host = '{ $input }' host adı deyil.
cli-no-config-dir = bu istifadəçi üçün konfiqurasiya qovluğu tapılmadı.
cli-config-io = { $path } oxuna və ya yazıla bilmir: { $reason }.
cli-config-parse = { $path } token faylı deyil: { $reason }.
cli-ca-unreadable = CA faylı { $path } oxuna bilmir: { $reason }.
cli-ca-empty = CA faylı { $path } heç bir sertifikat saxlamır.
cli-ca-unusable = CA faylı { $path } istifadəyə yararsız sertifikat saxlayır: { $reason }.
cli-tls-setup = TLS qurula bilmir: { $reason }.
cli-name-length = '{ $name }' adı olmaz: ad 1-dən { $max }-ə qədər simvoldur, bunda { $count } var.
cli-name-characters = '{ $name }' adı olmaz: yalnız hərf, rəqəm, '_' və '-' ola bilər.
cli-name-invisible = '{ $name }' adı olmaz: görünməz simvol ola bilməz.
cli-name-mixed = '{ $name }' adı olmaz: yazıları qarışdırmaq olmaz, məsələn latın və kiril hərflərini.
cli-bad-lang = '{ $input }' bu müştərinin dili deyil: birini seçin: { $languages }.
cli-host-unknown = '{ $host }' server hostu tapılmadı: { $reason }.
cli-host-no-address = '{ $host }' server hostunun ünvanı yoxdur.
cli-bad-listen = { $flag } '{ $input }' dinləmə ünvanı deyil: HOST:PORT verin, məsələn 0.0.0.0:7878 və ya localhost:7878.
cli-listen-host-unknown = { $flag }: dinləmək üçün '{ $host }' hostu tapılmadı: { $reason }.
cli-lang-help = Ekranların dili: { $languages }. Standart: lokaldan (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Server başladı: oyunçular chomp --server { $url } ilə qoşulur
bot-ssh-door = chomp olmayan oyunçular SSH ilə qoşulur: { $command }
bot-ready = { $name } hazırdır: { $variant } { $width }x{ $height }, { $level } səviyyə, { $games } açıq oyun; oyunçu gözləyir.
bot-waiting = Oyunçu gözlənilir: { $games } açıq oyun.
bot-joined = { $opponent } { $game } nömrəli oyunu götürdü: oynanılır.
bot-resumed = { $opponent } ilə { $game } nömrəli oyuna qayıdıldı: oyun davam edirdi.
bot-reconnecting = Serverlə əlaqə kəsildi ({ $reason }): { $seconds } san. sonra yenidən cəhd.
bot-game-over = Oyun { $game }, rəqib { $opponent }: { $won ->
    [yes] qələbə
   *[no] məğlubiyyət
} ({ $how }); hesab { $wins }:{ $losses }
bot-finished = Bot bitirdi: { $wins } qələbə, { $losses } məğlubiyyət

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Reytinq ±
unrated-aborted = reytinqsiz: dayandırılıb
unrated-board = reytinqsiz: asan lövhə
unrated-repeat = reytinqsiz: tez-tez təkrar
as-first = İlk gedişlə qələbələr
as-second = İkinci gedişlə qələbələr
longest-streak = Ən uzun qələbə seriyası
opponents = Rəqiblər

## analysis
mark-kept-win = qələbə qorundu
mark-threw-win = qələbə əldən verildi
mark-lost = uduzulmuş mövqe
mark-best-trap = uduzulmuş mövqe, ən yaxşı tələ
mark-unknown = sübut olunmayıb
history-accuracy = dəqiqlik { $share }%
record-saved = { $game } oyununun qeydi { $path } faylına yazıldı.
record-not-saved = { $game } oyununun qeydi yazıla bilmədi: { $error }.
accuracy-over-time = Dəqiqlik
## guests
# A guest's mark beside the name (SSH without a key).
guest = qonaq
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = reytinqsiz: qonaq oynadı
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = mükəmməl oynayır (sübut olunub)
bot-not-proven = bu lövhədə mükəmməlliyi sübut olunmayıb
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = { $fingerprint } açarı indi { $name } adı ilə SSH üzərindən də daxil edir: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Qonaq: { $name } adını saxlamaq üçün açar yaradın (ssh-keygen -t ed25519) və onunla qayıdın.
## friends
friends-online-title = Onlayn
friends-online-keys = Enter: formanın ayarları ilə çağır  h: məni gizlət/göstər  r: yenilə  Esc: bağla
friends-online-empty = Heç kim onlayn deyil.
friends-you-hidden = Siz onlayn siyahıdan gizlədilmisiniz.
friends-you-visible = Başqaları sizi onlayn siyahıda görür.
friends-bot = bot
friends-prompt-code = Oyun kodu
friends-prompt-name = Oyunçunu çağır (ad)
friends-prompt-chat = Söhbət
friends-prompt-keys = Enter: göndər  Esc: ləğv et
friends-bad-code = Oyun kodu dörd hərf və ya rəqəmdir, məsələn K7PQ.
friends-challenged = { $from } sizi { $variant } { $width }×{ $height } oyununa çağırır: y qəbul, n rədd (lobbidə).
friends-challenge-sent = Çağırış { $name } adlı oyunçuya göndərildi; cavab gözlənilir.
friends-declined = { $name } çağırışınızı rədd etdi.
friends-lapsed-sent = { $name } üçün çağırışınızın vaxtı keçdi.
friends-lapsed-received = Sizə gələn çağırışın vaxtı keçdi.
friends-code = Dost üçün: kod { $code } (lobbidə J { $code }, ya da chomp --join { $code })
friends-chat-muted = Söhbət susduruldu; m onu yenidən açır.
friends-chat-on = Söhbət açıqdır.
friends-help = DOSTLAR: o kimin onlayn olduğunu göstərir (Enter seçilmiş oyunçunu formanın ayarları ilə çağırır, h sizi gizlədir); C oyunçunu adı ilə çağırır; y və ya n aldığınız çağırışa cavab verir. f formanın oyununu dost üçün açır: o siyahıda görünmür, oyun ekranında göstərilən kodu isə lobbidə J və kodu yazan (ya da chomp --join CODE işə salan) ilk şəxsi oturdur. Oyunda t oyunçulara və tamaşaçılara bir söhbət sətri yazır, m söhbəti susdurur.
cli-bad-join = --join '{ $input }' oyun kodu deyil: kod dörd hərf və ya rəqəmdir, məsələn K7PQ.
## tourney
bot-tournament-entered = { $tournament } turnirində ({ $name }): onun qurduğu cütləri oynayır.
## board
board-title = Təhlil lövhəsi
board-play = oyun
board-editor = redaktor
board-position = Mövqe: { $notation }
board-steps = Addım { $done } / { $total }
board-over = Bu mövqedə oyun bitib: oynanacaq gediş yoxdur.
board-wins = Növbəsi olan oyunçu ən yaxşı oyunla qalib gəlir (sübut olunub).
board-loses = Növbəsi olan oyunçu rəqibin ən yaxşı oyununa uduzur (sübut olunub).
board-unknown = Naməlum: mühərrik öz vaxtında burada kimin qalib gəldiyini sübut edə bilmədi; heç nə təxmin edilmir.
board-winning = Qazandıran gedişlər: { $moves }
board-exact = Buradakı hər dəyər dəqiqdir və sübut olunub (cədvəllər və ya tam axtarış).
board-inexact = Dəqiq dəyərlərdən kənarda: xanadakı W və L axtarışla sübut olunub, ? naməlumdur və SG dəyəri göstərilmir.
board-play-keys = Enter xananı yeyir (oyunçular növbə ilə); u və r geri və irəli addımlayır; e redaktoru açır.
board-editor-keys = Redaktor: Enter xananı yeyir və ya geri qoyur; f lövhəni doldurur, x boşaldır; e redaktoru bağlayır.
board-prompt = Mövqe (8,8,5,3 və ya ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: qur  Esc: ləğv et
board-error-empty = Mövqe yazın, məsələn 8,8,5,3.
board-error-word = '{ $word }' nə oyun, nə 7x5 kimi ölçü, nə də 8,8,5,3 kimi mövqedir.
board-error-size = Bu lövhə ölçüsünə icazə yoxdur: Chomp hər tərəfdə 1-dən 32-yə, iChomp 2-dən 32-yə qədər xanadır.
board-error-notation = Mövqe vergüllə ayrılmış sıra uzunluqlarıdır (8,8,5,3), iChomp üçün isə / ilə ayrılmış dörd belə siyahı (- boş kvadrantdır).
board-error-staircase = Sıra yuxarıdakı sıradan uzun ola bilməz.
board-error-fit = Bu mövqe lövhədən böyükdür.
board-error-decided = Bu mövqe artıq həll olunub, oynanacaq heç nə yoxdur.
board-help = TƏHLİL LÖVHƏSİ: lobbidə və ya bitmiş, yaxud təkrar baxılan oyunda b onu həmin mövqedə açır. Enter növbəsi olan oyunçu üçün xana oynayır, u və r geri və irəli addımlayır (Home və End ilk və son addıma), n və ya / mövqe yazdırır (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v Chomp ilə iChomp arasında keçir, e redaktoru açır (Enter xananı yeyir və ya geri qoyur, f dolu, x boş). Dəyərlər mühərrikindir: dediyi yerdə sübut olunub, sübut edə bilmədiyi yerdə "naməlum". Yeni oyun formasında Start sahəsində e eyni yazılışla xüsusi başlanğıc yazdırır.
start-prompt = { $size } üçün başlanğıc mövqe
keys-board = Enter: ye  u/r: geri/irəli  n: mövqe  v: oyun  e: redaktor  ↑↓←→: nişan  Esc: geri  ?: kömək
keys-form-start = ←→: tam/təsadüfi  e: mövqe yaz  Enter: yarat  ?: kömək  q: çıxış
## tscreen
keys-tournaments = ↑↓  Enter: cədvəl  n: yeni  r: yenilə  Esc: lobbi  ?: kömək
keys-tournament-form = ↑↓: sahə  ←→: dəyiş  Enter: yarat  Esc: geri  ?: kömək
keys-standings = ↑↓  J: qoşul  L: çıx  w: izlə  r: yenilə  Esc: siyahı  ?: kömək
tour-title = Turnirlər
tour-loading = Yüklənir…
tour-none = Bu gün gözləyən, gedən və ya bitən turnir yoxdur: n yenisini yaradır.
tour-name = Ad
tour-status = Vəziyyət
tour-time = Vaxt
tour-entrants = İştirakçılar
tour-format = Format
tour-board = Lövhə
tour-format-arena = arena
tour-format-round-robin = dairəvi
tour-format-ladder = pilləkən
tour-status-waiting = gözləyir
tour-status-running = gedir
tour-status-finished = bitib
tour-starts-in = { $time } sonra başlayır
tour-time-left = { $time } qalıb
tour-minutes = Dəqiqə
tour-starts-in-label = Başlanğıc
tour-minutes-n = { $n } dəq
tour-bots = Bot
tour-yes = bəli
tour-no = xeyr
tour-create = Turnir yarat
tour-new = Yeni turnir
tour-left-mark = çıxıb
tour-you-entered = siz iştirak edirsiniz
tour-player = Oyunçu
tour-points = Xal
tour-score = Hesab
tour-sb = SB
tour-played = Oynanıb
tour-won = Qələbə
tour-streak = Seriya
tour-standings = Cədvəl
tour-created = { $name } turniri yaradıldı: J sizi qeyd edir.
tour-joined = { $name } turnirinə qoşuldunuz.
tour-left = { $name } turnirindən çıxdınız.
tour-refused-create = Server bu turniri qəbul etmədi: adı, lövhəni, dəqiqələri və botları yoxlayın.
tour-refused-join = Bu turnirə indi qoşulmaq olmaz: o bitib və ya doludur, ya da siz artıq ondasınız.
tour-pairing = { $tournament } turniri: { $opponent } ilə oyununuz
tour-pairing-waits = { $tournament } turniri: { $opponent } ilə oyununuz başladı və saatı işləyir.
tour-game-won = { $tournament } turniri: qalib gəldiniz; cədvəl budur.
tour-game-lost = { $tournament } turniri: uduzdunuz; cədvəl budur.
tour-game-over = { $tournament } turniri: oyununuz bitdi.
tour-not-playing = Bu oyunçu indi oyun oynamır.
tour-bad-name = Turnirin adı 1-dən 40-a qədər görünən simvoldur.
tour-bad-board = Bu lövhəyə icazə yoxdur: hər tərəf 1-dən 32-yə qədər və ən azı 2 xana (iChomp: 2-dən 32-yə).
tour-bad-minutes = Arena 1-dən 720 dəqiqəyə qədər davam edir.
tour-bad-starts-in = Turnir bir gün ərzində (1440 dəqiqə) başlayır.
tour-bad-bots = Turnirə ən çox 8 server botu daxil olur.
tour-help = TURNİRLƏR: lobbidə T; n yaradır, J qoşur, L çıxarır, w izləyir.

## ladder
bot-no-ladder = Bu serverdə bot pilləkəni yoxdur.

## tclient
keys-game-tournament = oxlar: hədəf  Enter: ye  g: ipucu  X X: təslim  Esc: cədvəl  ?: kömək
keys-game-over-tournament = [ ]: ipuclu təkrar  Home/End  r: revanş  g: ipucu  Esc: cədvəl  ?: kömək
keys-game-watch-tournament = g: ipucu  [ ]: təkrar  H: tarixçə  S: statistika  Esc: cədvəl  ?: kömək
tour-pairing-switch = P indi ona keçir; yoxsa bu oyun bitəndə özü açılır.
