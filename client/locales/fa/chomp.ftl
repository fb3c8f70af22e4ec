# chomp terminal client: فارسی (راست به چپ).
# هر خانهٔ صفحه همیشه «خانه» است و خانهٔ مسموم همیشه «خانهٔ سمی».
# The client lays these lines out right to left (Unicode bidi); write them
# in logical order, as you would type them.

language-name = فارسی

## Screens and the top line
lobby = لابی
game = بازی
history = تاریخچه
statistics = آمار
help = راهنما
connecting = در حال اتصال
offline = آفلاین
online = آنلاین
connection-lost = اتصال قطع شد: { $reason } — تلاش دوباره تا { NUMBER($seconds, minimumFractionDigits: 1) } ثانیه
offline-action = آفلاین: این کار به سرور نیاز دارد که اکنون در دسترس نیست.
why-refused = اتصال رد شد
why-no-host = چنین میزبانی وجود ندارد
why-timed-out = پاسخی نیامد (مهلت تمام شد)
unreachable-retry = دسترسی به { $url } ممکن نیست: { $why }. تلاش بعدی تا { $seconds } ثانیه دیگر
unreachable-now = دسترسی به { $url } ممکن نیست: { $why }. در حال تلاش دوباره…
host-stopped = میزبان سرور را متوقف کرد.
host-stopped-retry = میزبان سرور را متوقف کرد. — تلاش دوباره تا { NUMBER($seconds, minimumFractionDigits: 1) } ثانیه
watching = تماشا

## Lobby
open-games = بازی‌های باز (Enter: پیوستن)
running-games = بازی‌های جاری (Enter: تماشا)
none-yet = هنوز هیچ
new-game = بازی تازه
create-game = ساختن بازی
variant = گونه
width = پهنا
height = بلندی
opponent = حریف
start = آغاز
first-move = حرکت نخست
human = انسان
hosted-bot = ربات
bot-player = { $level ->
    [easy] ربات آسان
    [medium] ربات متوسط
   *[hard] ربات سخت
}
full-board = صفحهٔ کامل
random-board = صفحهٔ تصادفی
me = من
random = تصادفی
totals = جمع کل
players-online = بازیکنان آنلاین
server = سرور:
share-hint = دوستان با این می‌پیوندند:
ssh-hint = یا بدون نصب هیچ چیز:
games-played = بازی‌های انجام‌شده
human-wins-vs-bots = بردهای انسان برابر ربات
bot-wins = بردهای ربات
human-vs-human = بازی‌های انسان با انسان
unfinished-games = بازی‌های ناتمام دارید: برای بازگشت به آن‌ها g را بزنید.
opponent-joined = حریفی به بازی شما پیوست: برای بازی g را بزنید.
confirm-quit-host = دیگران از سرور این برنامه استفاده می‌کنند: برای توقف و خروج دوباره q را بزنید.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = دیگران از سرور این برنامه استفاده می‌کنند: برای توقف و خروج دوباره Ctrl-C را بزنید.
token-kept-in = توکن‌های نام در { $path } نگه‌داری می‌شوند: این پرونده را از رایانه‌ای که نام نخست در آن به کار رفت کپی کنید، یا نام دیگری برگزینید.
key-prompt-title = پیوند کلید SSH
key-prompt-about = وقتی کلید عمومی شما پیوند شد، ssh شما را با همین نام از درِ SSH سرور وارد می‌کند، بدون نصب هیچ چیز.
key-prompt-file = پروندهٔ کلید عمومی:
key-prompt-keys = Enter: پیوند  Esc: لغو
key-prompt-linking = در حال پیوند…
key-over-ssh = شما با SSH آمده‌اید: کلیدتان همین حالا شما را با این نام وارد می‌کند.
key-file-unreadable = خواندن { $path } ممکن نیست: { $reason }.
key-file-not-a-key = { $path } پروندهٔ کلید عمومی OpenSSH نیست: پروندهٔ .pub را بدهید.
key-linked = کلید { $fingerprint } اکنون { $name } را با SSH هم وارد می‌کند.
key-refused = سرور کلید را پیوند نداد: { $reason }

## Game
players = بازیکنان
player = بازیکن
you = شما
versus = در برابر
waiting-for-opponent = در انتظار حریف
your-turn = نوبت شماست!
to-move = نوبت { $player }
rematch-hint = r: بازی دوباره
rematch-offered = بازی برگشت پیشنهاد شد: در انتظار { $name }.
rematch-offer-from = { $name } بازی برگشت پیشنهاد می‌کند: r برای پذیرفتن.
rematch-lapsed = پیشنهاد بازی برگشت لغو شد: یک بازیکن رفت.
unrated = بدون رده‌بندی
not-your-turn = نوبت شما نیست.
empty-cell = این خانه پیش‌تر خورده شده است.
confirm-resign = برای تسلیم دوباره X را بزنید.
too-small = پایانه برای این صفحه کوچک است: آن را بزرگ‌تر کنید.
board-too-big = برای این پایانه بیش از حد بزرگ است: { $size } جا می‌شود.
board-fits-nothing = این پایانه برای هیچ صفحه‌ای جا ندارد.
time-left = زمان باقی { $time }

## Hints
hints = راهنمایی (مقدار SG)
hints-loading = در حال پرسش از سرور…
hints-on-your-move = راهنمایی در نوبت شما می‌آید.
hints-not-allowed = راهنمایی فقط در بازی با ربات‌های سرور است، و در هر بازی پس از پایان آن.
hints-live-only = راهنمایی برای وضعیت کنونی است.
hints-inexact = برآورد: مقدار دقیق SG نیست
outcome-unknown = برد یا باخت: هنوز روشن نیست
win-move-unknown = برد، ولی حرکت برنده‌ای ثابت نشده
cell-legend = W برد، L باخت، ? نامعلوم
p-position = SG 0: هر حرکتی می‌بازد
winning-moves = { $count ->
    [one] { $count } حرکت برنده، به رنگ سبز
   *[other] { $count } حرکت برنده، به رنگ سبز
}
hints-for-study = بازی تمام شد؛ فقط برای بررسی:
# Under that header, instead of the count of winning moves.
hints-study-wins = خانه‌های سبز: حرکت‌هایی که اینجا می‌بردند.
hints-game-over = حرکتی نمانده است. با [ به عقب بروید تا راهنمایی هر وضعیت را ببینید.
hints-working = در حال محاسبه…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = سرور سرش شلوغ است: کمی بعد دوباره راهنمایی خواسته می‌شود.
hints-busy-again = سرور هنوز سرش شلوغ است: برای این وضعیت راهنمایی نیست.
hints-by-colour = مقدارها در خانه‌ها جا نمی‌شوند: خانه‌های سبز حرکت‌های برنده‌اند.
hint-at = خانهٔ { $square }: { $value }
quadrant-nw = شغ
quadrant-ne = شش
quadrant-sw = جغ
quadrant-se = جش
xor = XOR
sg = SG

## Results
won-poison = بردید: { $loser } ناچار خانهٔ سمی را خورد
lost-poison = باختید: ناچار خانهٔ سمی را خوردید
won-last = بردید: آخرین خانه را خوردید
lost-last = باختید: { $winner } آخرین خانه را خورد
won-resign = بردید: { $loser } تسلیم شد
lost-resign = باختید: تسلیم شدید
won-abandon = بردید: { $loser } بازی را ترک کرد
lost-abandon = باختید: بازی را ترک کردید
won-timeout = بردید: وقت { $loser } تمام شد
lost-timeout = باختید: وقت شما تمام شد
seen-poison = { $winner } برد: { $loser } ناچار خانهٔ سمی را خورد
seen-last = { $winner } با خوردن آخرین خانه برد
seen-resign = { $loser } تسلیم شد: { $winner } می‌برد
seen-abandon = { $loser } بازی را ترک کرد: { $winner } می‌برد
seen-timeout = وقت { $loser } تمام شد: { $winner } می‌برد
aborted = بازی لغو شد: پیش از حرکت هر دو بازیکن پایان یافت، پس کارنامه‌ای تغییر نمی‌کند
# An aborted game when the player who ended it is known to have left.
aborted-left = بازی لغو شد: { $name } پیش از حرکت هر دو بازیکن رفت؛ کارنامهٔ هیچ‌کس تغییر نمی‌کند

## History and statistics
moves = حرکت‌ها
moves-eaten = { $count } خورده
replay = بازپخش
all-players = همهٔ بازیکنان
when = زمان
winner = برنده
how = چگونه
how-poison = سم
how-last = آخرین خانه
how-resign = تسلیم
how-abandon = ترک
how-aborted = لغو
how-timeout = پایان وقت
my-record = کارنامهٔ من
wins-label = بردها
losses = باخت‌ها
rating = امتیاز
games-per-day = بازی در روز
games = بازی‌ها
won-lost = برد:باخت
leaderboard = جدول برترین‌ها
level = سطح
level-easy = آسان
level-medium = متوسط
level-hard = سخت
human-wins = انسان‌ها
computer-wins = ربات‌ها

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter: برو  T: مسابقه  o: برخط  C: دعوت  f: برای دوست  J: کد  b: تحلیل  ?: راهنما  q: خروج
keys-lobby-game = g: بازی  o: برخط  C: دعوت  f: برای دوست  J: کد  b: تحلیل  ?: راهنما  q: خروج
keys-game = جهت‌نماها: نشانه  Enter: خوردن  g: راهنمایی  X X: تسلیم  Esc: لابی  ?: راهنما
keys-game-watch = g: راهنمایی  [ ]: بازپخش  H: تاریخچه  S: آمار  Esc: ترک  ?: راهنما
keys-game-over = [ ]: بازپخش  Home/End  r: بازی دوباره  g: راهنمایی  Esc: لابی  ?: راهنما
keys-game-archive = [ ]: گام به گام  Home/End  g: راهنمایی  Esc: تاریخچه  ?: راهنما
keys-history = ↑↓  Enter: بازپخش  s: ذخیره  a: من/همه  /: بازیکن  r: تازه‌سازی  Esc: لابی  ?: راهنما
keys-stats = v: Chomp/iChomp  r: تازه‌سازی  H: تاریخچه  Esc: لابی  ?: راهنما
keys-stats-pages = Tab: برگهٔ بعد  ↑↓: پیمایش  v: Chomp/iChomp  r: تازه‌سازی  Esc: لابی  ?: راهنما
keys-help = ↑↓ PgUp PgDn: پیمایش  Esc: بستن
keys-tab-details = Tab: صفحه/جزئیات/راهنمایی
keys-tab-short = Tab: بخش‌ها

## Help
rules-chomp = CHOMP: هر حرکت خانه‌ای را برمی‌گزیند و آن را با همهٔ خانه‌های سمت راست و پایینش می‌خورد. خانهٔ بالا چپ (X) خانهٔ سمی است: هر که آن را بخورد می‌بازد؛ اگر فقط آن بماند، بازیکنِ نوبت می‌بازد.
rules-ichomp = iCHOMP: صفحه گرد مرکز به چهار ربع بریده شده است. هر حرکت یک خانه و همهٔ خانه‌های همان ربع را که از مرکز دورترند می‌خورد. هر که آخرین خانه را بخورد می‌برد.
rules-hints = راهنمایی: هر خانه مقدار اسپراگ–گراندی (SG) را نشان می‌دهد که حرکتش در ربع خود بر جا می‌گذارد؛ مقدار iChomp برابر XOR مقدارهای چهار ربع است. وضعیت با مقدار 0 برای بازیکنِ نوبت باخته است؛ حرکت‌های سبز به 0 می‌رسند.
help-keys = کلیدها: جهت‌نماها یا hjkl مکان‌نما را جابه‌جا می‌کنند، Enter یا کلیک می‌خورد (خانه‌های سرخ آنچه حرکت برمی‌دارد را نشان می‌دهند)، g راهنمایی را روشن و خاموش می‌کند، [ و ] بازی تمام‌شده را با راهنمایی هر وضعیت بازپخش می‌کنند (حرکت‌ها به شکل سطر.ستون، شماره‌دار روی صفحه)، r بازی دوباره می‌خواهد، X X تسلیم، Esc بازگشت، H تاریخچه، S آمار، q در لابی یا Ctrl-C خروج (اگر دیگران از سرور این برنامه استفاده می‌کنند، دو بار).
help-lobby = لابی: Tab میان فهرست بازی‌ها و فرم جابه‌جا می‌شود و کلیک یک بازی یا یک خانهٔ فرم را برمی‌گزیند؛ Enter یا کلیک روی بازیِ برگزیده به آن می‌پیوندد یا آن را تماشا می‌کند. g شما را به بازی‌تان برمی‌گرداند، حتی پس از راه‌اندازی دوبارهٔ سرور یا این برنامه. a کلید SSH شما را پیوند می‌دهد تا ssh شما را با این نام وارد کند.

## Server refusals
error-bad-json = سرور نتوانست پیامی از این برنامه را بخواند.
error-too-large = پیامی از این برنامه برای سرور بیش از حد بزرگ بود.
error-binary-frame = سرور فقط پیام متنی می‌پذیرد.
error-unknown-type = سرور این درخواست را نمی‌شناسد.
error-bad-request = سرور درخواستی نادرست را رد کرد.
error-not-hello = سرور هنوز این برنامه را نپذیرفته است.
error-already-hello = این اتصال پیش‌تر خود را معرفی کرده است.
error-bad-protocol = سرور نسخهٔ دیگری از پروتکل را به کار می‌برد: برنامه را به‌روز کنید.
error-name-taken = نام { $name } گرفته شده است؛ توکن آن یا نام دیگری را به کار ببرید.
error-bad-name = سرور این نام را نمی‌پذیرد.
error-bad-size = این اندازهٔ صفحه مجاز نیست.
error-bad-position = این وضعیت آغازین با صفحه جور نیست.
error-no-such-game = چنین بازی‌ای نیست.
error-no-such-player = چنین بازیکنی نیست.
error-not-your-turn = نوبت شما نیست.
error-stale-ply = این حرکت دیر رسید: صفحه تغییر کرده است.
error-illegal-move = این حرکت مجاز نیست.
error-game-over = بازی پیش‌تر تمام شده است.
error-seat-taken = این جایگاه پیش‌تر گرفته شده است.
error-not-a-player = شما در این بازی بازیکن نیستید.
error-hints-refused = راهنمایی فقط در بازی با ربات‌های خود سرور و در بازی‌های تمام‌شده است: سرور هرگز در بازی میان آدم‌ها کمک نمی‌کند (ربات میزبانی‌شده آدم به شمار می‌آید).
error-rate-limited = درخواست‌ها بیش از حد است: آهسته‌تر.
error-limit-reached = به یک حد رسیده‌اید: بازی یا اتصال بیش از حد.
error-unavailable = سرور در دسترس نیست؛ بعداً دوباره بکوشید.
error-busy = سرور سرش شلوغ است؛ کمی بعد دوباره بکوشید.
error-superseded = درخواستی تازه‌تر جای این یکی را گرفت.
error-internal = خطایی درون سرور رخ داد؛ چیزی تغییر نکرد.

## The chomp command
cli-bad-address = «{ $input }» نشانی سرور نیست: بنویسید HOST:PORT یا ws://HOST:PORT/ یا wss://HOST/.
cli-bad-scheme = «{ $input }» نشانی سرور نیست: فقط سرورهای ws:// و wss:// هستند.
cli-bad-port = «{ $input }» درگاه نیست: درگاه‌ها از 1 تا 65535 هستند.
cli-bad-host = «{ $input }» نام میزبان نیست.
cli-no-config-dir = پوشهٔ پیکربندی برای این کاربر پیدا نشد.
cli-config-io = خواندن یا نوشتن { $path } ممکن نیست: { $reason }.
cli-config-parse = { $path } پروندهٔ توکن نیست: { $reason }.
cli-ca-unreadable = خواندن پروندهٔ CA { $path } ممکن نیست: { $reason }.
cli-ca-empty = پروندهٔ CA { $path } هیچ گواهی‌ای ندارد.
cli-ca-unusable = پروندهٔ CA { $path } گواهی‌ای بی‌استفاده دارد: { $reason }.
cli-tls-setup = راه‌اندازی TLS ممکن نیست: { $reason }.
cli-name-length = نام «{ $name }» پذیرفته نیست: نام 1 تا { $max } نویسه دارد، این یکی { $count }.
cli-name-characters = نام «{ $name }» پذیرفته نیست: فقط حرف، رقم، «_» و «-» مجاز است.
cli-name-invisible = نام «{ $name }» پذیرفته نیست: نویسهٔ نادیدنی نباید داشته باشد.
cli-name-mixed = نام «{ $name }» پذیرفته نیست: خط‌ها را نباید درآمیخت، مانند حرف لاتین و سیریلیک.
cli-bad-lang = «{ $input }» زبانی نیست که این برنامه بداند: یکی را برگزینید: { $languages }.
cli-host-unknown = میزبان سرور «{ $host }» پیدا نشد: { $reason }.
cli-host-no-address = میزبان سرور «{ $host }» نشانی ندارد.
cli-bad-listen = { $flag } «{ $input }» نشانی‌ای برای گوش دادن نیست: HOST:PORT بدهید، مانند 0.0.0.0:7878 یا localhost:7878.
cli-listen-host-unknown = { $flag }: میزبان «{ $host }» برای گوش دادن پیدا نشد: { $reason }.
cli-lang-help = زبان صفحه‌ها: { $languages }. پیش‌فرض: از محلی‌سازی (LC_ALL، LC_MESSAGES، LANG).
bot-server-started = سرور آغاز شد: بازیکنان با chomp --server { $url } می‌پیوندند
bot-ssh-door = بازیکنان بدون chomp با SSH وارد می‌شوند: { $command }
bot-ready = { $name } آماده است: { $games } بازی باز { $variant } { $width }x{ $height } در سطح { $level }؛ در انتظار بازیکن.
bot-waiting = در انتظار بازیکن: { $games } بازی باز.
bot-joined = { $opponent } بازی { $game } را گرفت: بازی در جریان است.
bot-resumed = بازگشت به بازی { $game } با { $opponent }: بازی هنوز ادامه داشت.
bot-reconnecting = اتصال به سرور قطع شد ({ $reason }): تلاش دوباره تا { $seconds } ثانیه دیگر.
bot-game-over = بازی { $game } در برابر { $opponent }: { $won ->
    [yes] برد
   *[no] باخت
} ({ $how })؛ امتیاز { $wins }:{ $losses }
bot-finished = کار ربات پایان یافت: { $wins } برد، { $losses } باخت

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = رده‌بندی ±
unrated-aborted = بدون رده‌بندی: لغو شد
unrated-board = بدون رده‌بندی: صفحهٔ ساده
unrated-repeat = بدون رده‌بندی: تکرار زیاد
as-first = برد با حرکت اول
as-second = برد با حرکت دوم
longest-streak = طولانی‌ترین رشتهٔ برد
opponents = حریفان

## analysis
mark-kept-win = برد حفظ شد
mark-threw-win = برد از دست رفت
mark-lost = وضعیت باخته
mark-best-trap = وضعیت باخته، بهترین تله
mark-unknown = اثبات نشده
history-accuracy = دقت { $share }٪
record-saved = رکورد بازی { $game } در { $path } ذخیره شد.
record-not-saved = ذخیرهٔ رکورد بازی { $game } ممکن نشد: { $error }.
accuracy-over-time = دقت
## guests
# A guest's mark beside the name (SSH without a key).
guest = مهمان
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = بدون رده‌بندی: مهمان بازی کرد
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = بی‌نقص بازی می‌کند (اثبات‌شده)
bot-not-proven = بی‌نقص بودنش در این صفحه اثبات نشده است
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = کلید { $fingerprint } اکنون { $name } را با SSH هم وارد می‌کند: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = مهمان: برای نگه داشتن { $name } یک کلید بسازید (ssh-keygen -t ed25519) و با آن برگردید.
## friends
friends-online-title = برخط
friends-online-keys = Enter: دعوت به بازی با تنظیمات فرم  h: پنهان/آشکار کردن من  r: تازه‌سازی  Esc: بستن
friends-online-empty = هیچ‌کس برخط نیست.
friends-you-hidden = شما از فهرست برخط پنهان هستید.
friends-you-visible = دیگران شما را در فهرست برخط می‌بینند.
friends-bot = ربات
friends-prompt-code = کد بازی
friends-prompt-name = دعوت یک بازیکن (نام)
friends-prompt-chat = گفتگو
friends-prompt-keys = Enter: فرستادن  Esc: لغو
friends-bad-code = کد بازی چهار حرف یا رقم است، مانند K7PQ.
friends-challenged = { $from } شما را به { $variant } { $width }×{ $height } دعوت می‌کند: y پذیرفتن، n رد کردن (در سرسرا).
friends-challenge-sent = دعوت برای { $name } فرستاده شد؛ در انتظار پاسخ.
friends-declined = { $name } دعوت شما را رد کرد.
friends-lapsed-sent = دعوت شما برای { $name } منقضی شد.
friends-lapsed-received = دعوتی برای شما منقضی شد.
friends-code = برای یک دوست: کد { $code } (J { $code } در سرسرا، یا chomp --join { $code })
friends-chat-muted = گفتگو بی‌صدا شد؛ m آن را دوباره روشن می‌کند.
friends-chat-on = گفتگو روشن است.
friends-help = دوستان: o نشان می‌دهد چه کسی برخط است (Enter بازیکن انتخاب‌شده را با تنظیمات فرم دعوت می‌کند، h شما را پنهان می‌کند)؛ C بازیکنی را با نامش دعوت می‌کند؛ y یا n به دعوتی که گرفته‌اید پاسخ می‌دهد. f بازی فرم را برای یک دوست باز می‌کند: در فهرست نمی‌آید و کد آن، که در صفحهٔ بازی دیده می‌شود، نخستین کسی را که در سرسرا J و کد را بزند (یا chomp --join CODE را اجرا کند) می‌نشاند. در بازی، t یک خط گفتگو برای بازیکنان و تماشاگران می‌نویسد و m گفتگو را بی‌صدا می‌کند.
cli-bad-join = --join «{ $input }» کد بازی نیست: کد چهار حرف یا رقم است، مانند K7PQ.
## tourney
bot-tournament-entered = در مسابقهٔ { $tournament } ({ $name }): بازی‌هایی را که جفت می‌کند بازی می‌کند.
## board
board-title = صفحهٔ تحلیل
board-play = بازی
board-editor = ویرایشگر
board-position = وضعیت: { $notation }
board-steps = گام { $done } از { $total }
board-over = در این وضعیت بازی تمام شده است: حرکتی نمانده.
board-wins = بازیکنی که نوبت اوست با بهترین بازی می‌برد (اثبات‌شده).
board-loses = بازیکنی که نوبت اوست در برابر بهترین بازی می‌بازد (اثبات‌شده).
board-unknown = نامعلوم: موتور در زمان خود نتوانست ثابت کند چه کسی اینجا می‌برد؛ چیزی حدس زده نمی‌شود.
board-winning = حرکت‌های برنده: { $moves }
board-exact = همهٔ مقدارهای اینجا دقیق و اثبات‌شده‌اند (جدول‌ها یا جست‌وجوی کامل).
board-inexact = فراتر از مقدارهای دقیق: W و L روی خانه با جست‌وجو اثبات شده‌اند، ? نامعلوم است و مقدار SG نشان داده نمی‌شود.
board-play-keys = Enter خانه را می‌خورد (برای هر دو بازیکن به نوبت)؛ u و r یک گام عقب و جلو می‌روند؛ e ویرایشگر را باز می‌کند.
board-editor-keys = ویرایشگر: Enter خانه‌ای را می‌خورد یا برمی‌گرداند؛ f صفحه را پر و x خالی می‌کند؛ e ویرایشگر را می‌بندد.
board-prompt = وضعیت (8,8,5,3 یا ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: ثبت  Esc: لغو
board-error-empty = یک وضعیت بنویسید، مثل 8,8,5,3.
board-error-word = «{ $word }» نه بازی است، نه اندازه‌ای مثل 7x5 و نه وضعیتی مثل 8,8,5,3.
board-error-size = این اندازهٔ صفحه مجاز نیست: Chomp در هر ضلع ۱ تا ۳۲ خانه است و iChomp ۲ تا ۳۲.
board-error-notation = وضعیت، طول ردیف‌ها با ویرگول است (8,8,5,3) و برای iChomp چهار فهرست از این دست که با / جدا می‌شوند (- یعنی ربع خالی).
board-error-staircase = هیچ ردیفی نمی‌تواند از ردیف بالایش بلندتر باشد.
board-error-fit = این وضعیت از صفحه بزرگ‌تر است.
board-error-decided = این وضعیت از پیش تعیین شده است و چیزی برای بازی نمانده.
board-help = صفحهٔ تحلیل: b در لابی، یا روی بازیِ تمام‌شده یا بازپخش‌شده، آن را در همان وضعیت باز می‌کند. Enter برای بازیکنِ صاحب نوبت یک خانه بازی می‌کند، u و r گامی عقب و جلو می‌روند (Home و End به نخستین و واپسین گام)، n یا / وضعیتی را می‌گیرد (8,8,5,3؛ ichomp 8x8 4,4,2/4,3/4,4,4/1؛ 9x7 full)، v میان Chomp و iChomp جابه‌جا می‌شود، e ویرایشگر را باز می‌کند (Enter خانه را می‌خورد یا برمی‌گرداند، f پر، x خالی). مقدارها از موتورند: جایی که می‌گوید اثبات‌شده، و جایی که نتوانست، «نامعلوم». در فرم بازی تازه، e روی «شروع» شروعی دلخواه با همین نگارش می‌گیرد.
start-prompt = وضعیت شروع برای { $size }
keys-board = Enter: خوردن  u/r: عقب/جلو  n: وضعیت  v: بازی  e: ویرایشگر  ↑↓←→: نشانه  Esc: بازگشت  ?: راهنما
keys-form-start = ←→: کامل/تصادفی  e: نوشتن وضعیت  Enter: ساختن  ?: راهنما  q: خروج
## tscreen
keys-tournaments = ↑↓  Enter: جدول  n: تازه  r: تازه‌سازی  Esc: لابی  ?: راهنما
keys-tournament-form = ↑↓: فیلد  ←→: تغییر  Enter: ساختن  Esc: بازگشت  ?: راهنما
keys-standings = ↑↓  J: پیوستن  L: ترک  w: تماشا  r: تازه‌سازی  Esc: فهرست  ?: راهنما
tour-title = مسابقه‌ها
tour-loading = در حال بارگیری…
tour-none = امروز هیچ مسابقه‌ای در انتظار، در جریان یا پایان‌یافته نیست: n یکی می‌سازد.
tour-name = نام
tour-status = وضعیت
tour-time = زمان
tour-entrants = شرکت‌کنندگان
tour-format = قالب
tour-board = صفحه
tour-format-arena = آرنا
tour-format-round-robin = دوره‌ای
tour-format-ladder = نردبان
tour-status-waiting = در انتظار
tour-status-running = در جریان
tour-status-finished = پایان‌یافته
tour-starts-in = شروع تا { $time }
tour-time-left = { $time } مانده
tour-minutes = دقیقه
tour-starts-in-label = شروع تا
tour-minutes-n = { $n } دقیقه
tour-bots = ربات
tour-yes = بله
tour-no = نه
tour-create = ساختن مسابقه
tour-new = مسابقهٔ تازه
tour-left-mark = رفته
tour-you-entered = شما شرکت دارید
tour-player = بازیکن
tour-points = امتیاز
tour-score = امتیاز
tour-sb = SB
tour-played = بازی
tour-won = برد
tour-streak = پیاپی
tour-standings = جدول
tour-created = مسابقهٔ { $name } ساخته شد: J شما را وارد می‌کند.
tour-joined = شما وارد { $name } شدید.
tour-left = شما { $name } را ترک کردید.
tour-refused-create = سرور این مسابقه را نپذیرفت: نام، صفحه، دقیقه‌ها و ربات‌ها را بررسی کنید.
tour-refused-join = اکنون نمی‌توان وارد این مسابقه شد: پایان یافته یا پر است، یا شما از پیش در آن هستید.
tour-pairing = مسابقهٔ { $tournament }: بازی شما با { $opponent }
tour-pairing-waits = مسابقهٔ { $tournament }: بازی شما با { $opponent } آغاز شده و ساعتش می‌گذرد.
tour-game-won = مسابقهٔ { $tournament }: بردید؛ این جدول است.
tour-game-lost = مسابقهٔ { $tournament }: باختید؛ این جدول است.
tour-game-over = مسابقهٔ { $tournament }: بازی شما تمام شد.
tour-not-playing = این بازیکن اکنون بازی نمی‌کند.
tour-bad-name = نام مسابقه ۱ تا ۴۰ نویسهٔ دیدنی دارد.
tour-bad-board = این صفحه مجاز نیست: هر ضلع ۱ تا ۳۲ و دست‌کم ۲ خانه (iChomp: هر ضلع ۲ تا ۳۲).
tour-bad-minutes = آرنا ۱ تا ۷۲۰ دقیقه طول می‌کشد.
tour-bad-starts-in = مسابقه ظرف یک روز (۱۴۴۰ دقیقه) آغاز می‌شود.
tour-bad-bots = هر مسابقه حداکثر ۸ ربات سرور می‌پذیرد.
tour-help = مسابقه‌ها: T در لابی؛ n می‌سازد، J وارد می‌کند، L خارج می‌کند، w تماشا.

## ladder
bot-no-ladder = این سرور نردبان ربات‌ها ندارد.

## tclient
keys-game-tournament = جهت‌نماها: نشانه  Enter: خوردن  g: راهنمایی  X X: تسلیم  Esc: جدول  ?: راهنما
keys-game-over-tournament = [ ]: بازپخش  Home/End  r: بازی دوباره  g: راهنمایی  Esc: جدول  ?: راهنما
keys-game-watch-tournament = g: راهنمایی  [ ]: بازپخش  H: تاریخچه  S: آمار  Esc: جدول  ?: راهنما
tour-pairing-switch = P اکنون به آن می‌رود؛ وگرنه با پایان این بازی خودش باز می‌شود.
