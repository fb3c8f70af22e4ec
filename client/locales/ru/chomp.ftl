# chomp terminal client: Русский.
# Клетка доски всегда «клетка»; отравленная — всегда «отравленная клетка».

language-name = Русский

## Screens and the top line
lobby = Лобби
game = Партия
history = История
statistics = Статистика
help = Справка
connecting = подключение
offline = не в сети
online = в сети
connection-lost = Связь потеряна: { $reason } — новая попытка через { NUMBER($seconds, minimumFractionDigits: 1) } с
offline-action = Не в сети: для этого нужен сервер, а он сейчас недоступен.
why-refused = соединение отклонено
why-no-host = такого хоста нет
why-timed-out = нет ответа (время ожидания истекло)
unreachable-retry = Не удаётся подключиться к { $url }: { $why }. Новая попытка через { $seconds } с
unreachable-now = Не удаётся подключиться к { $url }: { $why }. Пробуем снова…
host-stopped = Хост остановил сервер.
host-stopped-retry = Хост остановил сервер. — новая попытка через { NUMBER($seconds, minimumFractionDigits: 1) } с
watching = зритель

## Lobby
open-games = Открытые партии (Enter: войти)
running-games = Идущие партии (Enter: смотреть)
none-yet = пока нет
new-game = Новая партия
create-game = Создать партию
variant = Вариант
width = Ширина
height = Высота
opponent = Соперник
start = Начало
first-move = Первый ход
human = человек
hosted-bot = бот
bot-player = { $level ->
    [easy] лёгкий бот
    [medium] средний бот
   *[hard] сильный бот
}
full-board = полная доска
random-board = случайная доска
me = я
random = случайно
totals = Итоги
players-online = Игроков в сети
server = Сервер:
share-hint = Друзья подключаются так:
ssh-hint = Или без установки:
games-played = Сыграно партий
human-wins-vs-bots = Побед людей над ботами
bot-wins = Побед ботов
human-vs-human = Партий между людьми
unfinished-games = У вас есть незаконченные партии: нажмите g, чтобы вернуться к ним.
opponent-joined = К вашей партии присоединился соперник: нажмите g, чтобы играть.
confirm-quit-host = Сервером этой программы пользуются другие: нажмите q ещё раз, чтобы остановить его и выйти.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Сервером этой программы пользуются другие: нажмите Ctrl-C ещё раз, чтобы остановить его и выйти.
token-kept-in = Токены имён хранятся в { $path }: скопируйте этот файл с компьютера, где имя использовалось впервые, или выберите другое имя.
key-prompt-title = Привязать ключ SSH
key-prompt-about = Когда ваш открытый ключ привязан, ssh впускает вас под этим именем через SSH-вход сервера, ничего не устанавливая.
key-prompt-file = Файл открытого ключа:
key-prompt-keys = Enter: привязать  Esc: отмена
key-prompt-linking = Привязываем…
key-over-ssh = Вы вошли через SSH: ваш ключ уже впускает вас под этим именем.
key-file-unreadable = Не удаётся прочитать { $path }: { $reason }.
key-file-not-a-key = { $path } — не файл открытого ключа OpenSSH: укажите файл .pub.
key-linked = Ключ { $fingerprint } теперь впускает { $name } и через SSH.
key-refused = Сервер не привязал ключ: { $reason }

## Game
players = Игроки
player = Игрок
you = вы
versus = против
waiting-for-opponent = ждём соперника
your-turn = Ваш ход!
to-move = ходит { $player }
rematch-hint = r: реванш
rematch-offered = Реванш предложен: ждём { $name }.
rematch-offer-from = { $name } предлагает реванш: r — принять.
rematch-lapsed = Предложение реванша отменено: игрок ушёл.
unrated = без рейтинга
not-your-turn = Сейчас не ваш ход.
empty-cell = Эта клетка уже съедена.
confirm-resign = Нажмите X ещё раз, чтобы сдаться.
too-small = Терминал мал для этой доски: увеличьте его.
board-too-big = Слишком велика для этого терминала: помещается { $size }.
board-fits-nothing = Этот терминал мал для любой доски.
time-left = Осталось { $time }

## Hints
hints = Подсказки (значения SG)
hints-loading = спрашиваем сервер…
hints-on-your-move = Подсказки появятся в ваш ход.
hints-not-allowed = Подсказки есть только в партиях с ботами сервера и в любой законченной партии.
hints-live-only = Подсказки относятся к текущей позиции.
hints-inexact = оценка: точных значений SG нет
outcome-unknown = победа или поражение: ещё не ясно
win-move-unknown = выигрыш, но выигрышный ход не найден
cell-legend = W выигрыш, L проигрыш, ? неясно
p-position = SG 0: любой ход проигрывает
winning-moves = { $count ->
    [one] { $count } выигрышный ход, зелёным
    [few] { $count } выигрышных хода, зелёным
   *[other] { $count } выигрышных ходов, зелёным
}
hints-for-study = Партия окончена; только для разбора:
# Under that header, instead of the count of winning moves.
hints-study-wins = Зелёные клетки: ходы, которые здесь выиграли бы.
hints-game-over = Ходов больше нет. Нажмите [, чтобы увидеть подсказки каждой позиции.
hints-working = вычисляем…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Сервер занят: подсказки будут запрошены снова через мгновение.
hints-busy-again = Сервер всё ещё занят: для этой позиции подсказок нет.
hints-by-colour = Значения не помещаются в клетки: зелёные клетки — выигрывающие ходы.
hint-at = Клетка { $square }: { $value }
quadrant-nw = СЗ
quadrant-ne = СВ
quadrant-sw = ЮЗ
quadrant-se = ЮВ
xor = XOR
sg = SG

## Results
won-poison = Победа: { $loser } съел(а) отравленную клетку
lost-poison = Поражение: вам пришлось съесть отравленную клетку
won-last = Победа: вы съели последнюю клетку
lost-last = Поражение: { $winner } съел(а) последнюю клетку
won-resign = Победа: { $loser } сдался(ась)
lost-resign = Поражение: вы сдались
won-abandon = Победа: { $loser } покинул(а) партию
lost-abandon = Поражение: вы покинули партию
won-timeout = Победа: { $loser } не успел(а) сходить вовремя
lost-timeout = Поражение: у вас кончилось время
seen-poison = Победил(а) { $winner }: { $loser } съел(а) отравленную клетку
seen-last = { $winner } побеждает, съев последнюю клетку
seen-resign = { $loser } сдаётся: побеждает { $winner }
seen-abandon = { $loser } покинул(а) партию: побеждает { $winner }
seen-timeout = { $loser } не успел(а) сходить вовремя: побеждает { $winner }
aborted = Партия прервана: она кончилась раньше, чем оба сделали ход, итоги не меняются
# An aborted game when the player who ended it is known to have left.
aborted-left = Партия прервана: { $name } ушёл(ла) раньше, чем оба сделали ход; ничьи итоги не меняются

## History and statistics
moves = Ходы
moves-eaten = съедено { $count }
replay = Повтор
all-players = все игроки
when = Когда
winner = Победитель
how = Как
how-poison = яд
how-last = последняя
how-resign = сдался
how-abandon = ушёл
how-aborted = прервана
how-timeout = время
my-record = Мои итоги
wins-label = Победы
losses = Поражения
rating = Рейтинг
games-per-day = Партий в день
games = Партии
won-lost = П:П
leaderboard = Таблица лидеров
level = Уровень
level-easy = лёгкий
level-medium = средний
level-hard = сильный
human-wins = Люди
computer-wins = Боты

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter  T: турниры  o: в сети  C: вызов  f: другу  J: код  b: анализ  ?: справка  q: выход
keys-lobby-game = g: игра  o: в сети  C: вызов  f: другу  J: код  b: анализ  ?: справка  q: выход
keys-game = стрелки: цель  Enter: съесть  g: подсказки  X X: сдаться  Esc: лобби  ?: справка
keys-game-watch = g: подсказки  [ ]: повтор  H: история  S: стат.  Esc: уйти  ?: справка
keys-game-over = [ ]: повтор  Home/End  r: реванш  g: подсказки  Esc: лобби  ?: справка
keys-game-archive = [ ]: по ходам  Home/End  g: подсказки  Esc: история  ?: справка
keys-history = ↑↓  Enter: повтор  s: сохранить  a: мои/все  /: игрок  r: обновить  Esc: лобби  ?: справка
keys-stats = v: Chomp/iChomp  r: обновить  H: история  Esc: лобби  ?: справка
keys-stats-pages = Tab: далее  ↑↓: прокрутка  v: Chomp/iChomp  r: обновить  Esc: лобби  ?: справка
keys-help = ↑↓ PgUp PgDn: прокрутка  Esc: закрыть
keys-tab-details = Tab: доска/подробности/подсказки
keys-tab-short = Tab: панели

## Help
rules-chomp = CHOMP: ход выбирает клетку и съедает её вместе со всеми клетками правее и ниже. Левая верхняя клетка (X) — отравленная клетка: кто её съест, проигрывает; если осталась только она, проигрывает тот, чей ход.
rules-ichomp = iCHOMP: доска разрезана на четыре квадранта вокруг центра. Ход съедает клетку и все клетки того же квадранта, что дальше от центра. Кто съест последнюю клетку, побеждает.
rules-hints = ПОДСКАЗКИ: каждая клетка показывает значение Шпрага — Гранди (SG), которое её ход оставляет в квадранте; значение iChomp — XOR значений четырёх квадрантов. Позиция со значением 0 проиграна для того, чей ход; зелёные ходы ведут к 0.
help-keys = КЛАВИШИ: стрелки или hjkl двигают курсор, Enter или щелчок съедает (красным — что уберёт ход), g включает подсказки, [ и ] повторяют законченную партию с подсказками каждой позиции (ходы как строка.столбец, номера на доске), r просит реванш, X X — сдаться, Esc — назад, H история, S статистика, q в лобби или Ctrl-C — выход (дважды, если сервером этой программы пользуются другие).
help-lobby = ЛОББИ: Tab переходит между списками партий и формой, щелчок выбирает партию или поле; Enter или щелчок по выбранной партии присоединяет к ней или открывает её для просмотра. g возвращает к вашей партии, в том числе после перезапуска сервера или этой программы. a привязывает ваш ключ SSH, чтобы ssh впускал вас под этим именем.

## Server refusals
error-bad-json = Сервер не смог прочесть сообщение этого клиента.
error-too-large = Сообщение этого клиента слишком велико для сервера.
error-binary-frame = Сервер принимает только текстовые сообщения.
error-unknown-type = Сервер не знает такого запроса.
error-bad-request = Сервер отклонил неверный запрос.
error-not-hello = Сервер ещё не принял этот клиент.
error-already-hello = Это соединение уже представилось.
error-bad-protocol = Сервер говорит на другой версии протокола: обновите клиент.
error-name-taken = Имя { $name } занято; используйте его токен или другое имя.
error-bad-name = Сервер не принимает это имя.
error-bad-size = Такой размер доски не разрешён.
error-bad-position = Эта начальная позиция не подходит к доске.
error-no-such-game = Такой партии нет.
error-no-such-player = Такого игрока нет.
error-not-your-turn = Сейчас не ваш ход.
error-stale-ply = Ход опоздал: доска уже изменилась.
error-illegal-move = Такой ход не разрешён.
error-game-over = Партия уже окончена.
error-seat-taken = Это место уже занято.
error-not-a-player = Вы не играете в этой партии.
error-hints-refused = Подсказки есть только в партиях с собственными ботами сервера и в законченных партиях: во время партии между людьми сервер никогда не помогает (бот, играющий из другой программы, считается человеком).
error-rate-limited = Слишком много запросов: помедленнее.
error-limit-reached = Достигнут предел: слишком много партий или соединений.
error-unavailable = Сервер недоступен; попробуйте позже.
error-busy = Сервер занят; попробуйте через мгновение.
error-superseded = Этот запрос заменён более новым.
error-internal = Внутренняя ошибка сервера; ничего не изменилось.

## The chomp command
cli-bad-address = «{ $input }» — не адрес сервера: пишите ХОСТ:ПОРТ, ws://ХОСТ:ПОРТ/ или wss://ХОСТ/.
cli-bad-scheme = «{ $input }» — не адрес сервера: бывают только серверы ws:// и wss://.
cli-bad-port = «{ $input }» — не порт: порты бывают от 1 до 65535.
cli-bad-host = «{ $input }» — не имя хоста.
cli-no-config-dir = не найден каталог настроек этого пользователя.
cli-config-io = не удаётся прочитать или записать { $path }: { $reason }.
cli-config-parse = { $path } — не файл токенов: { $reason }.
cli-ca-unreadable = не удаётся прочитать файл CA { $path }: { $reason }.
cli-ca-empty = в файле CA { $path } нет сертификата.
cli-ca-unusable = в файле CA { $path } непригодный сертификат: { $reason }.
cli-tls-setup = не удаётся настроить TLS: { $reason }.
cli-name-length = имя «{ $name }» не подходит: в имени от 1 до { $max } символов, а здесь { $count }.
cli-name-characters = имя «{ $name }» не подходит: допустимы только буквы, цифры, «_» и «-».
cli-name-invisible = имя «{ $name }» не подходит: в нём не может быть невидимых символов.
cli-name-mixed = имя «{ $name }» не подходит: нельзя смешивать письменности, например латиницу и кириллицу.
cli-bad-lang = «{ $input }» — не язык этого клиента: выберите один из { $languages }.
cli-host-unknown = хост сервера «{ $host }» не найден: { $reason }.
cli-host-no-address = у хоста сервера «{ $host }» нет адреса.
cli-bad-listen = { $flag } «{ $input }» — не адрес для прослушивания: укажите ХОСТ:ПОРТ, например 0.0.0.0:7878 или localhost:7878.
cli-listen-host-unknown = { $flag }: не найден хост «{ $host }» для прослушивания: { $reason }.
cli-lang-help = Язык экранов: { $languages }. По умолчанию — из локали (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Сервер запущен: игроки подключаются командой chomp --server { $url }
bot-ssh-door = Игроки без chomp входят по SSH: { $command }
bot-ready = { $name } готов: { $variant } { $width }x{ $height }, уровень «{ $level }», открытых партий: { $games }; ждёт игрока.
bot-waiting = Ждёт игрока (открытых партий: { $games }).
bot-joined = { $opponent } занял партию { $game }: игра идёт.
bot-resumed = Снова в партии { $game } против { $opponent }: она продолжалась.
bot-reconnecting = Связь с сервером потеряна ({ $reason }): новая попытка через { $seconds } с.
bot-game-over = Партия { $game } против { $opponent }: { $won ->
    [yes] победа
   *[no] поражение
} ({ $how }); счёт { $wins }:{ $losses }
bot-finished = Бот закончил: { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[other] { $wins } побед
}, { $losses ->
    [one] { $losses } поражение
    [few] { $losses } поражения
   *[other] { $losses } поражений
}

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Рейтинг ±
unrated-aborted = без рейтинга: прервана
unrated-board = без рейтинга: простая доска
unrated-repeat = без рейтинга: частые повторы
as-first = Победы первым ходом
as-second = Победы вторым ходом
longest-streak = Самая длинная серия побед
opponents = Соперники

## analysis
mark-kept-win = выигрыш сохранён
mark-threw-win = выигрыш упущен
mark-lost = проигранная позиция
mark-best-trap = проигранная позиция, лучшая ловушка
mark-unknown = не доказано
history-accuracy = точность { $share }%
record-saved = Запись партии { $game } сохранена в { $path }.
record-not-saved = Не удалось сохранить запись партии { $game }: { $error }.
accuracy-over-time = Точность
## guests
# A guest's mark beside the name (SSH without a key).
guest = гость
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = без рейтинга: играл гость
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = играет безупречно (доказано)
bot-not-proven = на этой доске безупречность не доказана
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = Ключ { $fingerprint } теперь впускает { $name } и через SSH: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Гость: чтобы сохранить имя { $name }, создайте ключ (ssh-keygen -t ed25519) и войдите с ним снова.
## friends
friends-online-title = В сети
friends-online-keys = Enter: вызвать с настройками формы  h: скрыть/показать меня  r: обновить  Esc: закрыть
friends-online-empty = Никого нет в сети.
friends-you-hidden = Вы скрыты из списка игроков в сети.
friends-you-visible = Другие видят вас в списке игроков в сети.
friends-bot = бот
friends-prompt-code = Код игры
friends-prompt-name = Вызвать игрока (имя)
friends-prompt-chat = Чат
friends-prompt-keys = Enter: отправить  Esc: отмена
friends-bad-code = Код игры — четыре буквы или цифры, например K7PQ.
friends-challenged = { $from } вызывает вас на { $variant } { $width }×{ $height }: y — принять, n — отклонить (в лобби).
friends-challenge-sent = Вызов отправлен игроку { $name }; ждём ответа.
friends-declined = { $name } отклонил(а) ваш вызов.
friends-lapsed-sent = Ваш вызов игроку { $name } истёк.
friends-lapsed-received = Вызов вам истёк.
friends-code = Для друга: код { $code } (J { $code } в лобби или chomp --join { $code })
friends-chat-muted = Чат выключен; m включает его снова.
friends-chat-on = Чат включён.
friends-help = ДРУЗЬЯ: o показывает, кто в сети (Enter вызывает выбранного с настройками формы, h скрывает вас); C вызывает игрока по имени; y или n отвечает на полученный вызов. f открывает игру из формы для друга: её нет в списке, а её код на экране игры сажает первого, кто наберёт в лобби J и код (или запустит chomp --join КОД). В игре t пишет строку чата игрокам и зрителям, m выключает чат.
cli-bad-join = --join «{ $input }» — не код игры: код состоит из четырёх букв или цифр, например K7PQ.
## tourney
bot-tournament-entered = В турнире { $tournament } ({ $name }): играет назначенные пары.
## board
board-title = Доска анализа
board-play = игра
board-editor = редактор
board-position = Позиция: { $notation }
board-steps = Шаг { $done } из { $total }
board-over = В этой позиции партия окончена: ходить нечем.
board-wins = Тот, чей ход, выигрывает при лучшей игре (доказано).
board-loses = Тот, чей ход, проигрывает при лучшей игре соперника (доказано).
board-unknown = Неизвестно: движок не смог за своё время доказать, кто здесь выигрывает; ничего не угадывается.
board-winning = Выигрывающие ходы: { $moves }
board-exact = Все значения здесь точные и доказаны (таблицы или полный перебор).
board-inexact = За пределами точных значений: W и L на клетке доказаны поиском, ? — неизвестно, значения SG не показываются.
board-play-keys = Enter съедает клетку (игроки по очереди); u и r — шаг назад и вперёд; e открывает редактор.
board-editor-keys = Редактор: Enter съедает клетку или возвращает её; f заполняет доску, x очищает; e закрывает редактор.
board-prompt = Позиция (8,8,5,3 или ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: задать  Esc: отмена
board-error-empty = Введите позицию, например 8,8,5,3.
board-error-word = «{ $word }» — не игра, не размер вида 7x5 и не позиция вида 8,8,5,3.
board-error-size = Такой размер доски не разрешён: у Chomp от 1 до 32 клеток по стороне, у iChomp от 2 до 32.
board-error-notation = Позиция — длины строк через запятую (8,8,5,3), а для iChomp четыре таких списка через / (- — пустой квадрант).
board-error-staircase = Строка не может быть длиннее строки над ней.
board-error-fit = Эта позиция больше доски.
board-error-decided = Эта позиция уже решена, играть нечего.
board-help = ДОСКА АНАЛИЗА: b в лобби или в оконченной или просматриваемой партии открывает её в этой позиции. Enter делает ход за того, чья очередь, u и r — шаг назад и вперёд (Home и End — к первому и последнему шагу), n или / вводит позицию (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v переключает Chomp и iChomp, e открывает редактор (Enter съедает клетку или возвращает её, f полная, x пустая). Значения даёт движок: доказанные там, где он так говорит, «неизвестно» там, где доказать не смог. В форме новой партии e на поле «Начало» вводит свою начальную позицию в той же записи.
start-prompt = Начальная позиция для { $size }
keys-board = Enter: съесть  u/r: назад/вперёд  n: позиция  v: игра  e: редактор  ↑↓←→: цель  Esc: назад  ?: справка
keys-form-start = ←→: полная/случайная  e: ввести позицию  Enter: создать  ?: справка  q: выход
## tscreen
keys-tournaments = ↑↓  Enter: таблица  n: новый  r: обновить  Esc: лобби  ?: справка
keys-tournament-form = ↑↓: поле  ←→: изменить  Enter: создать  Esc: назад  ?: справка
keys-standings = ↑↓  J: вступить  L: выйти  w: смотреть  r: обновить  Esc: список  ?: справка
tour-title = Турниры
tour-loading = Загрузка…
tour-none = Сегодня нет ни ожидающих, ни идущих, ни завершённых турниров: n создаёт турнир.
tour-name = Название
tour-status = Статус
tour-time = Время
tour-entrants = Участники
tour-format = Формат
tour-board = Доска
tour-format-arena = арена
tour-format-round-robin = круговой
tour-format-ladder = лестница
tour-status-waiting = ожидает
tour-status-running = идёт
tour-status-finished = завершён
tour-starts-in = начало через { $time }
tour-time-left = осталось { $time }
tour-minutes = Минуты
tour-starts-in-label = Начало через
tour-minutes-n = { $n } мин
tour-bots = Бот
tour-yes = да
tour-no = нет
tour-create = Создать турнир
tour-new = Новый турнир
tour-left-mark = вышел
tour-you-entered = вы участвуете
tour-player = Игрок
tour-points = Очки
tour-score = Счёт
tour-sb = ЗБ
tour-played = Сыграно
tour-won = Побед
tour-streak = Серия
tour-standings = Таблица
tour-created = Турнир { $name } создан: J записывает вас в него.
tour-joined = Вы участвуете в { $name }.
tour-left = Вы вышли из { $name }.
tour-refused-create = Сервер отклонил турнир: проверьте название, доску, минуты и ботов.
tour-refused-join = В этот турнир сейчас нельзя вступить: он завершён или заполнен, или вы уже в нём.
tour-pairing = Турнир { $tournament }: ваша партия против { $opponent }
tour-pairing-waits = Турнир { $tournament }: ваша партия против { $opponent } началась, её часы идут.
tour-game-won = Турнир { $tournament }: победа; вот таблица.
tour-game-lost = Турнир { $tournament }: поражение; вот таблица.
tour-game-over = Турнир { $tournament }: ваша партия окончена.
tour-not-playing = Этот игрок сейчас не играет.
tour-bad-name = Название турнира: от 1 до 40 видимых символов.
tour-bad-board = Такая доска не разрешена: от 1 до 32 клеток по стороне и не меньше 2 клеток (iChomp: от 2 до 32).
tour-bad-minutes = Арена длится от 1 до 720 минут.
tour-bad-starts-in = Турнир начинается в течение суток (не позже 1440 минут).
tour-bad-bots = В турнире не больше 8 ботов сервера.
tour-help = ТУРНИРЫ: T в лобби; n создаёт, J записывает, L выводит, w смотрит.

## ladder
bot-no-ladder = На этом сервере нет лестницы ботов.

## tclient
keys-game-tournament = ↑↓←→: цель  Enter: съесть  g: подсказки  X X: сдаться  Esc: таблица  ?: справка
keys-game-over-tournament = [ ]: повтор  Home/End  r: реванш  g: подсказки  Esc: таблица  ?: справка
keys-game-watch-tournament = g: подсказки  [ ]: повтор  H: история  S: стат.  Esc: таблица  ?: справка
tour-pairing-switch = P переключает на неё сейчас; иначе она откроется сама, когда эта партия закончится.
