# chomp terminal client: Українська.
# Клітинка дошки завжди «клітинка»; отруєна — завжди «отруєна клітинка».

language-name = Українська

## Screens and the top line
lobby = Лобі
game = Партія
history = Історія
statistics = Статистика
help = Довідка
connecting = з'єднання
offline = поза мережею
online = у мережі
connection-lost = Зв'язок втрачено: { $reason } — нова спроба за { NUMBER($seconds, minimumFractionDigits: 1) } с
offline-action = Поза мережею: для цього потрібен сервер, а він зараз недоступний.
why-refused = з'єднання відхилено
why-no-host = такого хоста немає
why-timed-out = немає відповіді (час очікування минув)
unreachable-retry = Не вдається з'єднатися з { $url }: { $why }. Нова спроба за { $seconds } с
unreachable-now = Не вдається з'єднатися з { $url }: { $why }. Пробуємо знову…
host-stopped = Хост зупинив сервер.
host-stopped-retry = Хост зупинив сервер. — нова спроба за { NUMBER($seconds, minimumFractionDigits: 1) } с
watching = глядач

## Lobby
open-games = Відкриті партії (Enter: увійти)
running-games = Поточні партії (Enter: дивитися)
none-yet = поки немає
new-game = Нова партія
create-game = Створити партію
variant = Варіант
width = Ширина
height = Висота
opponent = Суперник
start = Початок
first-move = Перший хід
human = людина
hosted-bot = бот
bot-player = { $level ->
    [easy] легкий бот
    [medium] середній бот
   *[hard] сильний бот
}
full-board = повна дошка
random-board = випадкова дошка
me = я
random = випадково
totals = Підсумки
players-online = Гравців у мережі
server = Сервер:
share-hint = Друзі під'єднуються так:
ssh-hint = Або без встановлення:
games-played = Зіграно партій
human-wins-vs-bots = Перемог людей над ботами
bot-wins = Перемог ботів
human-vs-human = Партій між людьми
unfinished-games = У вас є незакінчені партії: натисніть g, щоб повернутися до них.
opponent-joined = До вашої партії приєднався суперник: натисніть g, щоб грати.
confirm-quit-host = Сервером цієї програми користуються інші: натисніть q ще раз, щоб зупинити його й вийти.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Сервером цієї програми користуються інші: натисніть Ctrl-C ще раз, щоб зупинити його й вийти.
token-kept-in = Токени імен зберігаються в { $path }: скопіюйте цей файл з комп'ютера, де ім'я вжито вперше, або виберіть інше ім'я.
key-prompt-title = Прив'язати ключ SSH
key-prompt-about = Коли ваш відкритий ключ прив'язано, ssh впускає вас під цим ім'ям через SSH-вхід сервера, нічого не встановлюючи.
key-prompt-file = Файл відкритого ключа:
key-prompt-keys = Enter: прив'язати  Esc: скасувати
key-prompt-linking = Прив'язування…
key-over-ssh = Ви зайшли через SSH: ваш ключ уже впускає вас під цим ім'ям.
key-file-unreadable = Не вдається прочитати { $path }: { $reason }.
key-file-not-a-key = { $path } не є файлом відкритого ключа OpenSSH: вкажіть файл .pub.
key-linked = Ключ { $fingerprint } тепер впускає { $name } і через SSH.
key-refused = Сервер не прив'язав ключ: { $reason }

## Game
players = Гравці
player = Гравець
you = ви
versus = проти
waiting-for-opponent = чекаємо на суперника
your-turn = Ваш хід!
to-move = ходить { $player }
rematch-hint = r: реванш
rematch-offered = Реванш запропоновано: чекаємо на { $name }.
rematch-offer-from = { $name } пропонує реванш: r — прийняти.
rematch-lapsed = Пропозицію реваншу скасовано: гравець пішов.
unrated = без рейтингу
not-your-turn = Зараз не ваш хід.
empty-cell = Ця клітинка вже з'їдена.
confirm-resign = Натисніть X ще раз, щоб здатися.
too-small = Термінал замалий для цієї дошки: збільште його.
board-too-big = Завелика для цього термінала: вміщується { $size }.
board-fits-nothing = Цей термінал замалий для будь-якої дошки.
time-left = Лишилося { $time }

## Hints
hints = Підказки (значення SG)
hints-loading = питаємо сервер…
hints-on-your-move = Підказки з'являться у ваш хід.
hints-not-allowed = Підказки є лише в партіях з ботами сервера і в будь-якій закінченій партії.
hints-live-only = Підказки стосуються поточної позиції.
hints-inexact = оцінка: точних значень SG немає
outcome-unknown = перемога чи поразка: ще невідомо
win-move-unknown = виграш, але виграшний хід не знайдено
cell-legend = W виграш, L програш, ? невідомо
p-position = SG 0: будь-який хід програє
winning-moves = { $count ->
    [one] { $count } виграшний хід, зеленим
    [few] { $count } виграшні ходи, зеленим
   *[other] { $count } виграшних ходів, зеленим
}
hints-for-study = Партію закінчено; лише для розбору:
# Under that header, instead of the count of winning moves.
hints-study-wins = Зелені клітинки: ходи, що тут виграли б.
hints-game-over = Ходів більше немає. Натисніть [, щоб побачити підказки кожної позиції.
hints-working = обчислюємо…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Сервер зайнятий: за мить підказки буде запитано знову.
hints-busy-again = Сервер досі зайнятий: для цієї позиції підказок немає.
hints-by-colour = Значення не вміщаються в клітинки: зелені клітинки — виграшні ходи.
hint-at = Клітинка { $square }: { $value }
quadrant-nw = ПнЗ
quadrant-ne = ПнС
quadrant-sw = ПдЗ
quadrant-se = ПдС
xor = XOR
sg = SG

## Results
won-poison = Перемога: { $loser } з'їв(ла) отруєну клітинку
lost-poison = Поразка: вам довелося з'їсти отруєну клітинку
won-last = Перемога: ви з'їли останню клітинку
lost-last = Поразка: { $winner } з'їв(ла) останню клітинку
won-resign = Перемога: { $loser } здався(лася)
lost-resign = Поразка: ви здалися
won-abandon = Перемога: { $loser } покинув(ла) партію
lost-abandon = Поразка: ви покинули партію
won-timeout = Перемога: { $loser } не встиг(ла) зробити хід вчасно
lost-timeout = Поразка: у вас скінчився час
seen-poison = Переміг(ла) { $winner }: { $loser } з'їв(ла) отруєну клітинку
seen-last = { $winner } перемагає, з'ївши останню клітинку
seen-resign = { $loser } здається: перемагає { $winner }
seen-abandon = { $loser } покинув(ла) партію: перемагає { $winner }
seen-timeout = { $loser } не встиг(ла) зробити хід вчасно: перемагає { $winner }
aborted = Партію перервано: вона скінчилася раніше, ніж обидва зробили хід, підсумки не змінюються
# An aborted game when the player who ended it is known to have left.
aborted-left = Партію перервано: { $name } пішов(ла) раніше, ніж обидва зробили хід; нічиї підсумки не змінюються

## History and statistics
moves = Ходи
moves-eaten = з'їдено { $count }
replay = Повтор
all-players = усі гравці
when = Коли
winner = Переможець
how = Як
how-poison = отрута
how-last = остання
how-resign = здався
how-abandon = пішов
how-aborted = перервано
how-timeout = час
my-record = Мої підсумки
wins-label = Перемоги
losses = Поразки
rating = Рейтинг
games-per-day = Партій на день
games = Партії
won-lost = П:П
leaderboard = Таблиця лідерів
level = Рівень
level-easy = легкий
level-medium = середній
level-hard = сильний
human-wins = Люди
computer-wins = Боти

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter  T: турніри  o: онлайн  C: виклик  f: другу  J: код  b: аналіз  ?: довідка  q: вихід
keys-lobby-game = g: гра  o: онлайн  C: виклик  f: другу  J: код  b: аналіз  ?: довідка  q: вихід
keys-game = стрілки: ціль  Enter: з'їсти  g: підказки  X X: здатися  Esc: лобі  ?: довідка
keys-game-watch = g: підказки  [ ]: повтор  H: історія  S: стат.  Esc: піти  ?: довідка
keys-game-over = [ ]: повтор  Home/End  r: реванш  g: підказки  Esc: лобі  ?: довідка
keys-game-archive = [ ]: по ходах  Home/End  g: підказки  Esc: історія  ?: довідка
keys-history = ↑↓  Enter: повтор  s: зберегти  a: мої/усі  /: гравець  r: оновити  Esc: лобі  ?: довідка
keys-stats = v: Chomp/iChomp  r: оновити  H: історія  Esc: лобі  ?: довідка
keys-stats-pages = Tab: далі  ↑↓: гортати  v: Chomp/iChomp  r: оновити  Esc: лобі  ?: довідка
keys-help = ↑↓ PgUp PgDn: гортати  Esc: закрити
keys-tab-details = Tab: дошка/деталі/підказки
keys-tab-short = Tab: панелі

## Help
rules-chomp = CHOMP: хід вибирає клітинку і з'їдає її разом з усіма клітинками праворуч і нижче. Ліва верхня клітинка (X) — отруєна клітинка: хто її з'їсть, програє; якщо лишилася тільки вона, програє той, чий хід.
rules-ichomp = iCHOMP: дошку розрізано на чотири квадранти навколо центру. Хід з'їдає клітинку і всі клітинки того самого квадранта, що далі від центру. Хто з'їсть останню клітинку, перемагає.
rules-hints = ПІДКАЗКИ: кожна клітинка показує значення Шпрага — Ґранді (SG), яке її хід лишає в квадранті; значення iChomp — XOR значень чотирьох квадрантів. Позиція зі значенням 0 програна для того, чий хід; зелені ходи ведуть до 0.
help-keys = КЛАВІШІ: стрілки або hjkl рухають курсор, Enter або клацання з'їдає (червоним — що прибере хід), g вмикає підказки, [ і ] повторюють закінчену партію з підказками кожної позиції (ходи як рядок.стовпець, номери на дошці), r просить реванш, X X — здатися, Esc — назад, H історія, S статистика, q у лобі або Ctrl-C — вихід (двічі, якщо сервером цієї програми користуються інші).
help-lobby = ЛОБІ: Tab переходить між списками партій і формою, клацання вибирає партію або поле; Enter або клацання по вибраній партії приєднує до неї чи відкриває її для перегляду. g повертає до вашої партії, також після перезапуску сервера чи цієї програми. a прив'язує ваш ключ SSH, щоб ssh впускав вас під цим ім'ям.

## Server refusals
error-bad-json = Сервер не зміг прочитати повідомлення цього клієнта.
error-too-large = Повідомлення цього клієнта завелике для сервера.
error-binary-frame = Сервер приймає лише текстові повідомлення.
error-unknown-type = Сервер не знає такого запиту.
error-bad-request = Сервер відхилив хибний запит.
error-not-hello = Сервер ще не прийняв цей клієнт.
error-already-hello = Це з'єднання вже відрекомендувалося.
error-bad-protocol = Сервер говорить іншою версією протоколу: оновіть клієнт.
error-name-taken = Ім'я { $name } зайняте; скористайтеся його токеном або іншим ім'ям.
error-bad-name = Сервер не приймає це ім'я.
error-bad-size = Такий розмір дошки не дозволено.
error-bad-position = Ця початкова позиція не пасує до дошки.
error-no-such-game = Такої партії немає.
error-no-such-player = Такого гравця немає.
error-not-your-turn = Зараз не ваш хід.
error-stale-ply = Хід запізнився: дошка вже змінилася.
error-illegal-move = Такий хід не дозволено.
error-game-over = Партію вже закінчено.
error-seat-taken = Це місце вже зайняте.
error-not-a-player = Ви не граєте в цій партії.
error-hints-refused = Підказки є лише в партіях з власними ботами сервера і в закінчених партіях: під час партії між людьми сервер ніколи не допомагає (бот, що грає з іншої програми, вважається людиною).
error-rate-limited = Забагато запитів: повільніше.
error-limit-reached = Досягнуто межі: забагато партій або з'єднань.
error-unavailable = Сервер недоступний; спробуйте пізніше.
error-busy = Сервер зайнятий; спробуйте за мить.
error-superseded = Цей запит замінено новішим.
error-internal = Внутрішня помилка сервера; нічого не змінилося.

## The chomp command
cli-bad-address = «{ $input }» — не адреса сервера: пишіть ХОСТ:ПОРТ, ws://ХОСТ:ПОРТ/ або wss://ХОСТ/.
cli-bad-scheme = «{ $input }» — не адреса сервера: бувають лише сервери ws:// і wss://.
cli-bad-port = «{ $input }» — не порт: порти бувають від 1 до 65535.
cli-bad-host = «{ $input }» — не ім'я хоста.
cli-no-config-dir = не знайдено каталогу налаштувань цього користувача.
cli-config-io = не вдається прочитати або записати { $path }: { $reason }.
cli-config-parse = { $path } — не файл токенів: { $reason }.
cli-ca-unreadable = не вдається прочитати файл CA { $path }: { $reason }.
cli-ca-empty = у файлі CA { $path } немає сертифіката.
cli-ca-unusable = у файлі CA { $path } непридатний сертифікат: { $reason }.
cli-tls-setup = не вдається налаштувати TLS: { $reason }.
cli-name-length = ім'я «{ $name }» не підходить: в імені від 1 до { $max } символів, а тут { $count }.
cli-name-characters = ім'я «{ $name }» не підходить: дозволено лише літери, цифри, «_» і «-».
cli-name-invisible = ім'я «{ $name }» не підходить: у ньому не може бути невидимих символів.
cli-name-mixed = ім'я «{ $name }» не підходить: не можна змішувати писемності, як-от латиницю й кирилицю.
cli-bad-lang = «{ $input }» — не мова цього клієнта: виберіть одну з { $languages }.
cli-host-unknown = хост сервера «{ $host }» не знайдено: { $reason }.
cli-host-no-address = хост сервера «{ $host }» не має адреси.
cli-bad-listen = { $flag } «{ $input }» — не адреса для прослуховування: вкажіть ХОСТ:ПОРТ, наприклад 0.0.0.0:7878 або localhost:7878.
cli-listen-host-unknown = { $flag }: не знайдено хост «{ $host }» для прослуховування: { $reason }.
cli-lang-help = Мова екранів: { $languages }. Типово — з локалі (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Сервер запущено: гравці під'єднуються командою chomp --server { $url }
bot-ssh-door = Гравці без chomp заходять через SSH: { $command }
bot-ready = { $name } готовий: { $variant } { $width }x{ $height }, рівень «{ $level }», відкритих партій: { $games }; чекає на гравця.
bot-waiting = Чекає на гравця (відкритих партій: { $games }).
bot-joined = { $opponent } зайняв партію { $game }: гра триває.
bot-resumed = Знову в партії { $game } проти { $opponent }: вона тривала.
bot-reconnecting = Зв'язок із сервером втрачено ({ $reason }): нова спроба через { $seconds } с.
bot-game-over = Партія { $game } проти { $opponent }: { $won ->
    [yes] перемога
   *[no] поразка
} ({ $how }); рахунок { $wins }:{ $losses }
bot-finished = Бот закінчив: { $wins ->
    [one] { $wins } перемога
    [few] { $wins } перемоги
   *[other] { $wins } перемог
}, { $losses ->
    [one] { $losses } поразка
    [few] { $losses } поразки
   *[other] { $losses } поразок
}

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Рейтинг ±
unrated-aborted = без рейтингу: перервана
unrated-board = без рейтингу: проста дошка
unrated-repeat = без рейтингу: часті повтори
as-first = Перемоги першим ходом
as-second = Перемоги другим ходом
longest-streak = Найдовша серія перемог
opponents = Суперники

## analysis
mark-kept-win = виграш збережено
mark-threw-win = виграш втрачено
mark-lost = програна позиція
mark-best-trap = програна позиція, найкраща пастка
mark-unknown = не доведено
history-accuracy = точність { $share }%
record-saved = Запис партії { $game } збережено в { $path }.
record-not-saved = Не вдалося зберегти запис партії { $game }: { $error }.
accuracy-over-time = Точність
## guests
# A guest's mark beside the name (SSH without a key).
guest = гість
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = без рейтингу: грав гість
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = грає бездоганно (доведено)
bot-not-proven = на цій дошці бездоганність не доведено
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = Ключ { $fingerprint } тепер впускає { $name } і через SSH: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Гість: щоб зберегти ім’я { $name }, створіть ключ (ssh-keygen -t ed25519) і увійдіть із ним знову.
## friends
friends-online-title = У мережі
friends-online-keys = Enter: викликати з налаштуваннями форми  h: сховати/показати мене  r: оновити  Esc: закрити
friends-online-empty = Нікого немає в мережі.
friends-you-hidden = Вас сховано зі списку гравців у мережі.
friends-you-visible = Інші бачать вас у списку гравців у мережі.
friends-bot = бот
friends-prompt-code = Код гри
friends-prompt-name = Викликати гравця (ім'я)
friends-prompt-chat = Чат
friends-prompt-keys = Enter: надіслати  Esc: скасувати
friends-bad-code = Код гри — чотири літери або цифри, наприклад K7PQ.
friends-challenged = { $from } викликає вас на { $variant } { $width }×{ $height }: y — прийняти, n — відхилити (у лобі).
friends-challenge-sent = Виклик надіслано гравцю { $name }; чекаємо на відповідь.
friends-declined = { $name } відхилив(ла) ваш виклик.
friends-lapsed-sent = Ваш виклик гравцю { $name } сплив.
friends-lapsed-received = Виклик вам сплив.
friends-code = Для друга: код { $code } (J { $code } у лобі або chomp --join { $code })
friends-chat-muted = Чат вимкнено; m вмикає його знову.
friends-chat-on = Чат увімкнено.
friends-help = ДРУЗІ: o показує, хто в мережі (Enter викликає вибраного з налаштуваннями форми, h ховає вас); C викликає гравця за ім'ям; y або n відповідає на отриманий виклик. f відкриває гру з форми для друга: її немає в списку, а її код на екрані гри садить першого, хто набере в лобі J і код (або запустить chomp --join КОД). У грі t пише рядок чату гравцям і глядачам, m вимикає чат.
cli-bad-join = --join «{ $input }» — не код гри: код має чотири літери або цифри, наприклад K7PQ.
## tourney
bot-tournament-entered = У турнірі { $tournament } ({ $name }): грає призначені пари.
## board
board-title = Дошка аналізу
board-play = гра
board-editor = редактор
board-position = Позиція: { $notation }
board-steps = Крок { $done } з { $total }
board-over = У цій позиції партію закінчено: ходити нічим.
board-wins = Той, чий хід, виграє за найкращої гри (доведено).
board-loses = Той, чий хід, програє за найкращої гри суперника (доведено).
board-unknown = Невідомо: рушій не зміг за свій час довести, хто тут виграє; нічого не вгадується.
board-winning = Виграшні ходи: { $moves }
board-exact = Усі значення тут точні й доведені (таблиці або повний перебір).
board-inexact = За межами точних значень: W і L на клітинці доведено пошуком, ? — невідомо, значення SG не показуються.
board-play-keys = Enter з'їдає клітинку (гравці по черзі); u і r — крок назад і вперед; e відкриває редактор.
board-editor-keys = Редактор: Enter з'їдає клітинку або повертає її; f заповнює дошку, x очищає; e закриває редактор.
board-prompt = Позиція (8,8,5,3 або ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: задати  Esc: скасувати
board-error-empty = Введіть позицію, наприклад 8,8,5,3.
board-error-word = «{ $word }» — не гра, не розмір на зразок 7x5 і не позиція на зразок 8,8,5,3.
board-error-size = Такий розмір дошки не дозволено: у Chomp від 1 до 32 клітинок на бік, у iChomp від 2 до 32.
board-error-notation = Позиція — довжини рядків через кому (8,8,5,3), а для iChomp чотири такі списки через / (- — порожній квадрант).
board-error-staircase = Рядок не може бути довшим за рядок над ним.
board-error-fit = Ця позиція більша за дошку.
board-error-decided = Ця позиція вже вирішена, грати нічого.
board-help = ДОШКА АНАЛІЗУ: b у лобі або в завершеній чи переглядуваній партії відкриває її в цій позиції. Enter робить хід за того, чия черга, u і r — крок назад і вперед (Home і End — до першого й останнього кроку), n або / вводить позицію (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v перемикає Chomp та iChomp, e відкриває редактор (Enter з'їдає клітинку або повертає її, f повна, x порожня). Значення дає рушій: доведені там, де він так каже, «невідомо» там, де довести не зміг. У формі нової партії e на полі «Початок» вводить власну початкову позицію в тому ж записі.
start-prompt = Початкова позиція для { $size }
keys-board = Enter: з'їсти  u/r: назад/вперед  n: позиція  v: гра  e: редактор  ↑↓←→: ціль  Esc: назад  ?: довідка
keys-form-start = ←→: повна/випадкова  e: ввести позицію  Enter: створити  ?: довідка  q: вихід
## tscreen
keys-tournaments = ↑↓  Enter: таблиця  n: новий  r: оновити  Esc: лобі  ?: довідка
keys-tournament-form = ↑↓: поле  ←→: змінити  Enter: створити  Esc: назад  ?: довідка
keys-standings = ↑↓  J: вступити  L: вийти  w: дивитися  r: оновити  Esc: список  ?: довідка
tour-title = Турніри
tour-loading = Завантаження…
tour-none = Сьогодні немає турнірів, що чекають, тривають чи завершилися: n створює турнір.
tour-name = Назва
tour-status = Стан
tour-time = Час
tour-entrants = Учасники
tour-format = Формат
tour-board = Дошка
tour-format-arena = арена
tour-format-round-robin = коловий
tour-format-ladder = драбина
tour-status-waiting = чекає
tour-status-running = триває
tour-status-finished = завершено
tour-starts-in = початок за { $time }
tour-time-left = лишилося { $time }
tour-minutes = Хвилини
tour-starts-in-label = Початок за
tour-minutes-n = { $n } хв
tour-bots = Бот
tour-yes = так
tour-no = ні
tour-create = Створити турнір
tour-new = Новий турнір
tour-left-mark = вийшов
tour-you-entered = ви берете участь
tour-player = Гравець
tour-points = Очки
tour-score = Рахунок
tour-sb = ЗБ
tour-played = Зіграно
tour-won = Перемог
tour-streak = Серія
tour-standings = Таблиця
tour-created = Турнір { $name } створено: J записує вас до нього.
tour-joined = Ви берете участь у { $name }.
tour-left = Ви вийшли з { $name }.
tour-refused-create = Сервер відхилив турнір: перевірте назву, дошку, хвилини й ботів.
tour-refused-join = До цього турніру зараз не можна вступити: він завершений чи заповнений, або ви вже в ньому.
tour-pairing = Турнір { $tournament }: ваша партія проти { $opponent }
tour-pairing-waits = Турнір { $tournament }: ваша партія проти { $opponent } почалася, її годинник іде.
tour-game-won = Турнір { $tournament }: перемога; ось таблиця.
tour-game-lost = Турнір { $tournament }: поразка; ось таблиця.
tour-game-over = Турнір { $tournament }: вашу партію завершено.
tour-not-playing = Цей гравець зараз не грає.
tour-bad-name = Назва турніру має від 1 до 40 видимих символів.
tour-bad-board = Така дошка не дозволена: від 1 до 32 клітинок на бік і щонайменше 2 клітинки (iChomp: від 2 до 32).
tour-bad-minutes = Арена триває від 1 до 720 хвилин.
tour-bad-starts-in = Турнір починається протягом доби (не пізніше 1440 хвилин).
tour-bad-bots = У турнірі не більше 8 ботів сервера.
tour-help = ТУРНІРИ: T у лобі; n створює, J записує, L виводить, w дивиться.

## ladder
bot-no-ladder = На цьому сервері немає драбини ботів.

## tclient
keys-game-tournament = ↑↓←→: ціль  Enter: з'їсти  g: підказки  X X: здатися  Esc: таблиця  ?: довідка
keys-game-over-tournament = [ ]: повтор  Home/End  r: реванш  g: підказки  Esc: таблиця  ?: довідка
keys-game-watch-tournament = g: підказки  [ ]: повтор  H: історія  S: стат.  Esc: таблиця  ?: довідка
tour-pairing-switch = P перемикає на неї зараз; інакше вона відкриється сама, коли ця партія закінчиться.
