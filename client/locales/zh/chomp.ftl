# chomp terminal client: 中文（简体）.
# 棋盘上的一格始终叫“格”，有毒的那一格始终叫“毒格”。
# 汉字占两列：按键行最多 80 列，即约 40 个汉字。

language-name = 中文

## Screens and the top line
lobby = 大厅
game = 对局
history = 历史
statistics = 统计
help = 帮助
connecting = 连接中
offline = 离线
online = 在线
connection-lost = 连接中断：{ $reason } — { NUMBER($seconds, minimumFractionDigits: 1) } 秒后重试
offline-action = 离线：此操作需要服务器，但现在无法连接。
why-refused = 连接被拒绝
why-no-host = 找不到该主机
why-timed-out = 没有响应（超时）
unreachable-retry = 无法连接 { $url }：{ $why }。{ $seconds } 秒后重试
unreachable-now = 无法连接 { $url }：{ $why }。正在重试…
host-stopped = 主机已停止服务器。
host-stopped-retry = 主机已停止服务器。 — { NUMBER($seconds, minimumFractionDigits: 1) } 秒后重试
watching = 观战

## Lobby
open-games = 等待中的对局（Enter：加入）
running-games = 进行中的对局（Enter：观战）
none-yet = 暂无
new-game = 新对局
create-game = 创建对局
variant = 变体
width = 宽
height = 高
opponent = 对手
start = 开局
first-move = 先手
human = 真人
hosted-bot = 机器人
bot-player = { $level ->
    [easy] 简单机器人
    [medium] 中等机器人
   *[hard] 困难机器人
}
full-board = 完整棋盘
random-board = 随机棋盘
me = 我
random = 随机
totals = 总计
players-online = 在线玩家
server = 服务器：
share-hint = 朋友用此加入：
ssh-hint = 或无需安装任何东西：
games-played = 已下对局
human-wins-vs-bots = 人胜机器人
bot-wins = 机器人胜
human-vs-human = 人人对局
unfinished-games = 你有未完成的对局：按 g 回到对局。
opponent-joined = 有对手加入了你的对局：按 g 开始下棋。
confirm-quit-host = 其他人正在使用本程序的服务器：再按一次 q 停止服务器并退出。
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = 其他人正在使用本程序的服务器：再按一次 Ctrl-C 停止服务器并退出。
token-kept-in = 名字令牌保存在 { $path }：请从最初使用该名字的电脑复制此文件，或换一个名字。
key-prompt-title = 关联 SSH 密钥
key-prompt-about = 关联公钥之后，ssh 可通过服务器的 SSH 入口以此名字登录，无需安装任何东西。
key-prompt-file = 公钥文件：
key-prompt-keys = Enter 关联  Esc 取消
key-prompt-linking = 正在关联…
key-over-ssh = 你是通过 SSH 进来的：你的密钥已经能以此名字登录。
key-file-unreadable = 无法读取 { $path }：{ $reason }。
key-file-not-a-key = { $path } 不是 OpenSSH 公钥文件：请给出 .pub 文件。
key-linked = 密钥 { $fingerprint } 现在也能通过 SSH 以 { $name } 登录。
key-refused = 服务器没有关联该密钥：{ $reason }

## Game
players = 玩家
player = 玩家
you = 你
versus = 对
waiting-for-opponent = 等待对手
your-turn = 轮到你了！
to-move = 轮到 { $player }
rematch-hint = r：再来一局
rematch-offered = 已提出再战：等待 { $name }。
rematch-offer-from = { $name } 提出再战：按 r 接受。
rematch-lapsed = 再战邀请已失效：有玩家离开了。
unrated = 不计等级分
not-your-turn = 还没轮到你。
empty-cell = 这一格已经被吃掉了。
confirm-resign = 再按一次 X 认输。
too-small = 终端太小，放不下这个棋盘：请放大。
board-too-big = 终端放不下这么大的棋盘：{ $size } 可以。
board-fits-nothing = 终端太小，放不下任何棋盘。
time-left = 剩余时间 { $time }

## Hints
hints = 提示（SG 值）
hints-loading = 正在询问服务器…
hints-on-your-move = 轮到你时显示提示。
hints-not-allowed = 只有与服务器机器人的对局，以及任何已结束的对局，才有提示。
hints-live-only = 提示针对当前局面。
hints-inexact = 估计：没有精确的 SG 值
outcome-unknown = 胜负：尚未确定
win-move-unknown = 必胜，但未找到制胜着法
cell-legend = W 胜，L 负，? 未定
p-position = SG 0：每一步都输
winning-moves = { $count } 个制胜着法，绿色显示
hints-for-study = 对局已结束；仅供研究：
# Under that header, instead of the count of winning moves.
hints-study-wins = 绿色格：在这里本可获胜的着法。
hints-game-over = 已无着法。按 [ 后退，查看每个局面的提示。
hints-working = 计算中…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = 服务器忙：稍后会再次请求提示。
hints-busy-again = 服务器仍然忙：这个局面没有提示。
hints-by-colour = 数值放不进格子：绿色格子是必胜着法。
hint-at = 格 { $square }：{ $value }
quadrant-nw = 西北
quadrant-ne = 东北
quadrant-sw = 西南
quadrant-se = 东南
xor = XOR
sg = SG

## Results
won-poison = 你赢了：{ $loser } 只好吃下毒格
lost-poison = 你输了：你只好吃下毒格
won-last = 你赢了：你吃掉了最后一格
lost-last = 你输了：{ $winner } 吃掉了最后一格
won-resign = 你赢了：{ $loser } 认输
lost-resign = 你输了：你认输了
won-abandon = 你赢了：{ $loser } 离开了对局
lost-abandon = 你输了：你离开了对局
won-timeout = 你赢了：{ $loser } 超时
lost-timeout = 你输了：你超时了
seen-poison = { $winner } 获胜：{ $loser } 只好吃下毒格
seen-last = { $winner } 吃掉最后一格获胜
seen-resign = { $loser } 认输：{ $winner } 获胜
seen-abandon = { $loser } 离开了对局：{ $winner } 获胜
seen-timeout = { $loser } 超时：{ $winner } 获胜
aborted = 对局作废：双方都还没走棋就结束了，战绩不变
# An aborted game when the player who ended it is known to have left.
aborted-left = 对局作废：{ $name } 在双方都走棋之前离开了；谁的战绩都不变

## History and statistics
moves = 着法
moves-eaten = 吃 { $count }
replay = 复盘
all-players = 所有玩家
when = 时间
winner = 胜者
how = 方式
how-poison = 毒格
how-last = 最后一格
how-resign = 认输
how-abandon = 离开
how-aborted = 作废
how-timeout = 超时
my-record = 我的战绩
wins-label = 胜
losses = 负
rating = 等级分
games-per-day = 每日对局
games = 对局
won-lost = 胜:负
leaderboard = 排行榜
level = 难度
level-easy = 简单
level-medium = 中等
level-hard = 困难
human-wins = 真人
computer-wins = 机器人

## Key lines (one screen line: at most 80 columns; a Han character is two)
keys-lobby = Enter 进入  T 锦标赛  o 在线  C 挑战  f 好友局  J 代码  b 分析  ? 帮助  q 退出
keys-lobby-game = g 对局  o 在线  C 挑战  f 好友局  J 代码  b 分析  ? 帮助  q 退出
keys-game = 方向键 瞄准  Enter 吃  g 提示  X X 认输  Esc 大厅  ? 帮助
keys-game-watch = g 提示  [ ] 结束后复盘  H 历史  S 统计  Esc 离开  ? 帮助
keys-game-over = [ ] 带提示复盘  Home/End  r 再来一局  g 提示  Esc 大厅  ? 帮助
keys-game-archive = [ ] 逐步  Home/End 开头/结尾  g 提示  Esc 历史  ? 帮助
keys-history = ↑↓  Enter 复盘  s 保存  a 我的/全部  / 玩家  r 刷新  Esc 大厅  ? 帮助
keys-stats = v Chomp/iChomp  r 刷新  H 历史  Esc 大厅  ? 帮助
keys-stats-pages = Tab 下一页  ↑↓ 滚动  v Chomp/iChomp  r 刷新  Esc 大厅  ? 帮助
keys-help = ↑↓ PgUp PgDn 滚动  Esc 关闭
keys-tab-details = Tab 棋盘/详情/提示
keys-tab-short = Tab 面板

## Help
rules-chomp = CHOMP：每一步选一格，把它和它右边、下边的所有格一起吃掉。左上角那一格（X）是毒格：谁吃了它谁输；只剩它时，轮到走棋的一方输。
rules-ichomp = iCHOMP：棋盘以中心为界分成四个象限。每一步吃掉一格，以及同一象限中离中心更远的所有格。吃掉最后一格的一方获胜。
rules-hints = 提示：每一格显示它这一步在所在象限留下的 Sprague-Grundy 值（SG 值）；iChomp 的值是四个象限值的 XOR（异或）。值为 0 的局面，轮到走棋的一方必输；绿色着法通向 0。
help-keys = 按键：方向键或 hjkl 移动光标，Enter 或点击吃格（红色格表示这一步会吃掉的部分），g 开关提示，[ 和 ] 带着每个局面的提示复盘已结束的对局（着法写作 行.列，编号见棋盘），r 请求再来一局，X X 认输，Esc 返回，H 历史，S 统计，大厅里按 q 或按 Ctrl-C 退出（有其他人使用本程序的服务器时按两次）。
help-lobby = 大厅：Tab 在对局列表和表单之间切换，点击可选中对局或字段；Enter 或再次点击选中的对局即加入或观战。g 回到你的对局，服务器或本程序重启之后也可以。a 关联你的 SSH 密钥，让 ssh 以此名字登录。

## Server refusals
error-bad-json = 服务器无法读取本客户端的消息。
error-too-large = 本客户端的消息对服务器来说太大。
error-binary-frame = 服务器只接受文本消息。
error-unknown-type = 服务器不认识这个请求。
error-bad-request = 服务器拒绝了格式错误的请求。
error-not-hello = 服务器尚未接受本客户端。
error-already-hello = 这个连接已经自我介绍过了。
error-bad-protocol = 服务器使用另一个协议版本：请更新客户端。
error-name-taken = 名字 { $name } 已被占用；请使用它的令牌或换一个名字。
error-bad-name = 服务器不接受这个名字。
error-bad-size = 不允许这个棋盘大小。
error-bad-position = 这个开局局面与棋盘不符。
error-no-such-game = 没有这个对局。
error-no-such-player = 没有这个玩家。
error-not-your-turn = 还没轮到你。
error-stale-ply = 这一步来得太迟：棋盘已经变了。
error-illegal-move = 不允许这一步。
error-game-over = 对局已经结束。
error-seat-taken = 这个座位已经有人。
error-not-a-player = 你不是这个对局的玩家。
error-hints-refused = 只有与服务器自己的机器人的对局和已结束的对局才有提示：真人之间的对局进行时，服务器从不帮忙（托管的机器人算作真人）。
error-rate-limited = 请求太多：请慢一点。
error-limit-reached = 已达上限：对局或连接太多。
error-unavailable = 服务器不可用；请稍后再试。
error-busy = 服务器忙；请稍等再试。
error-superseded = 更新的请求取代了这一个。
error-internal = 服务器内部出错；没有任何改变。

## The chomp command
cli-bad-address = “{ $input }”不是服务器地址：请写 HOST:PORT、ws://HOST:PORT/ 或 wss://HOST/。
cli-bad-scheme = “{ $input }”不是服务器地址：只有 ws:// 和 wss:// 服务器。
cli-bad-port = “{ $input }”不是端口：端口范围是 1 到 65535。
cli-bad-host = “{ $input }”不是主机名。
cli-no-config-dir = 找不到此用户的配置目录。
cli-config-io = 无法读写 { $path }：{ $reason }。
cli-config-parse = { $path } 不是令牌文件：{ $reason }。
cli-ca-unreadable = 无法读取 CA 文件 { $path }：{ $reason }。
cli-ca-empty = CA 文件 { $path } 中没有证书。
cli-ca-unusable = CA 文件 { $path } 中的证书无法使用：{ $reason }。
cli-tls-setup = 无法设置 TLS：{ $reason }。
cli-name-length = 不能使用名字“{ $name }”：名字须有 1 到 { $max } 个字符，这个有 { $count } 个。
cli-name-characters = 不能使用名字“{ $name }”：只能包含字母、数字、“_”和“-”。
cli-name-invisible = 不能使用名字“{ $name }”：不能包含不可见字符。
cli-name-mixed = 不能使用名字“{ $name }”：不能混用文字，例如拉丁字母和西里尔字母。
cli-bad-lang = “{ $input }”不是本客户端支持的语言：请从 { $languages } 中选择。
cli-host-unknown = 找不到服务器主机“{ $host }”：{ $reason }。
cli-host-no-address = 服务器主机“{ $host }”没有地址。
cli-bad-listen = { $flag } “{ $input }”不是可监听的地址：请给出 HOST:PORT，例如 0.0.0.0:7878 或 localhost:7878。
cli-listen-host-unknown = { $flag }：找不到要监听的主机“{ $host }”：{ $reason }。
cli-lang-help = 界面语言：{ $languages }。默认取自区域设置（LC_ALL、LC_MESSAGES、LANG）。
bot-server-started = 服务器已启动：玩家用 chomp --server { $url } 加入
bot-ssh-door = 没有 chomp 的玩家可通过 SSH 加入：{ $command }
bot-ready = { $name } 已就绪：{ $games } 局 { $variant } { $width }x{ $height } 开放对局，{ $level }难度，正在等待玩家。
bot-waiting = 正在等待玩家：{ $games } 局开放对局。
bot-joined = { $opponent } 接受了对局 { $game }：开始对弈。
bot-resumed = 回到与 { $opponent } 的对局 { $game }：对局仍在进行。
bot-reconnecting = 与服务器的连接断开（{ $reason }）：{ $seconds } 秒后重试。
bot-game-over = 对局 { $game } 对 { $opponent }：{ $won ->
    [yes] 胜
   *[no] 负
}（{ $how }）；比分 { $wins }:{ $losses }
bot-finished = 机器人结束：胜 { $wins } 局，负 { $losses } 局

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = 等级分 ±
unrated-aborted = 不计等级分：已中止
unrated-board = 不计等级分：棋盘过易
unrated-repeat = 不计等级分：重复对局过多
as-first = 先手胜局
as-second = 后手胜局
longest-streak = 最长连胜
opponents = 对手

## analysis
mark-kept-win = 保住胜势
mark-threw-win = 丢掉胜势
mark-lost = 必败局面
mark-best-trap = 必败局面，最佳陷阱
mark-unknown = 未证明
history-accuracy = 准确率 { $share }%
record-saved = 第 { $game } 局的棋谱已保存到 { $path }。
record-not-saved = 无法保存第 { $game } 局的棋谱：{ $error }。
accuracy-over-time = 准确率
## guests
# A guest's mark beside the name (SSH without a key).
guest = 访客
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = 不计等级分：有访客参与
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = 下法完美（已证明）
bot-not-proven = 在此棋盘上未证明完美
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = 密钥 { $fingerprint } 现在也能通过 SSH 以 { $name } 登录：{ $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = 访客：要保留 { $name }，请生成密钥（ssh-keygen -t ed25519）并用它再次登录。
## friends
friends-online-title = 在线
friends-online-keys = Enter：用表单设置发起挑战  h：隐藏/显示我  r：刷新  Esc：关闭
friends-online-empty = 没有人在线。
friends-you-hidden = 你已在在线列表中隐藏。
friends-you-visible = 其他人能在在线列表中看到你。
friends-bot = 机器人
friends-prompt-code = 对局码
friends-prompt-name = 挑战玩家（名字）
friends-prompt-chat = 聊天
friends-prompt-keys = Enter：发送  Esc：取消
friends-bad-code = 对局码由四个字母或数字组成，例如 K7PQ。
friends-challenged = { $from } 向你发起 { $variant } { $width }×{ $height } 挑战：y 接受，n 拒绝（在大厅）。
friends-challenge-sent = 已向 { $name } 发出挑战，等待回复。
friends-declined = { $name } 拒绝了你的挑战。
friends-lapsed-sent = 你对 { $name } 的挑战已失效。
friends-lapsed-received = 一个发给你的挑战已失效。
friends-code = 给朋友：对局码 { $code }（在大厅按 J 输入 { $code }，或 chomp --join { $code }）
friends-chat-muted = 聊天已静音；按 m 重新打开。
friends-chat-on = 聊天已打开。
friends-help = 朋友：o 列出在线玩家（Enter 用新对局表单的设置挑战所选玩家，h 让你在列表中隐藏）；C 按名字挑战玩家；y 或 n 回复收到的挑战。f 为朋友开设表单中的对局：它不会在大厅列出，对局画面上显示的对局码让第一个在大厅按 J 并输入该码（或运行 chomp --join CODE）的人入座。对局中，t 向玩家和观众发送一行聊天，m 静音聊天。
cli-bad-join = --join '{ $input }' 不是对局码：对局码由四个字母或数字组成，例如 K7PQ。
## tourney
bot-tournament-entered = 已加入锦标赛 { $tournament }（{ $name }）：下它安排的对局。
## board
board-title = 分析棋盘
board-play = 对弈
board-editor = 编辑
board-position = 局面：{ $notation }
board-steps = 第 { $done } 步，共 { $total } 步
board-over = 此局面对局已结束：无棋可走。
board-wins = 轮到走的一方在最佳应对下获胜（已证明）。
board-loses = 轮到走的一方在对方最佳应对下落败（已证明）。
board-unknown = 未知：引擎在限定时间内无法证明此处谁胜；不作任何猜测。
board-winning = 制胜着法：{ $moves }
board-exact = 此处每个数值都精确且已证明（来自表或完整搜索）。
board-inexact = 超出精确值的范围：格上的 W 和 L 由搜索证明，? 表示未知，不显示 SG 值。
board-play-keys = Enter 吃掉该格（双方轮流）；u 和 r 后退和前进一步；e 打开编辑器。
board-editor-keys = 编辑器：Enter 吃掉一格或放回；f 填满棋盘，x 清空；e 退出编辑器。
board-prompt = 局面（8,8,5,3 或 ichomp 8x8 4,4,2/4,3/4,4,4/1）
board-prompt-keys = Enter 确定  Esc 取消
board-error-empty = 请输入一个局面，例如 8,8,5,3。
board-error-word = “{ $word }”既不是游戏名，也不是 7x5 这样的尺寸或 8,8,5,3 这样的局面。
board-error-size = 不允许这个棋盘尺寸：Chomp 每边 1 到 32 格，iChomp 每边 2 到 32 格。
board-error-notation = 局面写作以逗号分隔的各行长度（8,8,5,3），iChomp 写四组，以 / 分隔（- 表示空象限）。
board-error-staircase = 任何一行都不能比它上面的一行长。
board-error-fit = 这个局面比棋盘大。
board-error-decided = 这个局面胜负已定，无棋可下。
board-help = 分析棋盘：在大厅，或在已结束或复盘中的对局里按 b，在该局面打开。Enter 替轮到的一方走一格，u 和 r 后退和前进（Home 和 End 到第一步和最后一步），n 或 / 输入局面（8,8,5,3；ichomp 8x8 4,4,2/4,3/4,4,4/1；9x7 full），v 在 Chomp 和 iChomp 之间切换，e 打开编辑器（Enter 吃掉一格或放回，f 填满，x 清空）。数值来自引擎：它说已证明处即已证明，无法证明处显示“未知”。在新对局表单的“开局”一栏按 e，可用同样写法输入自定开局。
start-prompt = { $size } 的开局局面
keys-board = Enter 吃  u/r 后退/前进  n 局面  v 游戏  e 编辑  ↑↓←→ 瞄准  Esc 返回  ? 帮助
keys-form-start = ←→ 完整/随机  e 输入局面  Enter 创建  ? 帮助  q 退出
## tscreen
keys-tournaments = ↑↓  Enter 排名  n 新建  r 刷新  Esc 大厅  ? 帮助
keys-tournament-form = ↑↓ 字段  ←→ 更改  Enter 创建  Esc 返回  ? 帮助
keys-standings = ↑↓  J 参加  L 退出  w 观看对局  r 刷新  Esc 列表  ? 帮助
tour-title = 锦标赛
tour-loading = 加载中…
tour-none = 今天没有等待中、进行中或已结束的锦标赛：按 n 新建一个。
tour-name = 名称
tour-status = 状态
tour-time = 时间
tour-entrants = 参赛者
tour-format = 赛制
tour-board = 棋盘
tour-format-arena = 竞技场
tour-format-round-robin = 循环赛
tour-format-ladder = 天梯
tour-status-waiting = 等待中
tour-status-running = 进行中
tour-status-finished = 已结束
tour-starts-in = { $time } 后开始
tour-time-left = 剩余 { $time }
tour-minutes = 分钟
tour-starts-in-label = 开始于
tour-minutes-n = { $n } 分钟
tour-bots = 机器人
tour-yes = 是
tour-no = 否
tour-create = 创建锦标赛
tour-new = 新锦标赛
tour-left-mark = 已退出
tour-you-entered = 你已参赛
tour-player = 玩家
tour-points = 积分
tour-score = 得分
tour-sb = SB
tour-played = 已赛
tour-won = 胜
tour-streak = 连胜
tour-standings = 排名
tour-created = 锦标赛 { $name } 已创建：按 J 参加。
tour-joined = 你已参加 { $name }。
tour-left = 你已退出 { $name }。
tour-refused-create = 服务器拒绝了这个锦标赛：请检查名称、棋盘、分钟数和机器人。
tour-refused-join = 现在无法参加这个锦标赛：它已结束或已满，或者你已经在其中。
tour-pairing = 锦标赛 { $tournament }：你对 { $opponent } 的对局
tour-pairing-waits = 锦标赛 { $tournament }：你对 { $opponent } 的对局已开始，计时正在进行。
tour-game-won = 锦标赛 { $tournament }：你赢了；这是排名。
tour-game-lost = 锦标赛 { $tournament }：你输了；这是排名。
tour-game-over = 锦标赛 { $tournament }：你的对局已结束。
tour-not-playing = 这位玩家现在没有在下棋。
tour-bad-name = 锦标赛名称为 1 到 40 个可见字符。
tour-bad-board = 不允许这个棋盘：每边 1 到 32 格，且至少 2 格（iChomp：每边 2 到 32 格）。
tour-bad-minutes = 竞技场持续 1 到 720 分钟。
tour-bad-starts-in = 锦标赛须在一天（1440 分钟）内开始。
tour-bad-bots = 一个锦标赛最多加入 8 个服务器机器人。
tour-help = 锦标赛：大厅按 T；n 新建，J 参加，L 退出，w 观看。

## ladder
bot-no-ladder = 此服务器没有机器人天梯。

## tclient
keys-game-tournament = 方向键 瞄准  Enter 吃  g 提示  X X 认输  Esc 排名  ? 帮助
keys-game-over-tournament = [ ] 带提示复盘  Home/End  r 再来一局  g 提示  Esc 排名  ? 帮助
keys-game-watch-tournament = g 提示  [ ] 结束后复盘  H 历史  S 统计  Esc 排名  ? 帮助
tour-pairing-switch = 按 P 立即切换过去；否则本局结束后它会自动打开。
