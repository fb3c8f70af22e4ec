# chomp terminal client: Tiếng Việt.
# Mỗi ô của bàn cờ luôn gọi là "ô"; ô có độc luôn gọi là "ô độc".

language-name = Tiếng Việt

## Screens and the top line
lobby = Sảnh
game = Ván
history = Lịch sử
statistics = Thống kê
help = Trợ giúp
connecting = đang kết nối
offline = ngoại tuyến
online = trực tuyến
connection-lost = Mất kết nối: { $reason } — thử lại sau { NUMBER($seconds, minimumFractionDigits: 1) } giây
offline-action = Ngoại tuyến: việc này cần máy chủ, mà hiện không kết nối được.
why-refused = kết nối bị từ chối
why-no-host = không có máy chủ tên này
why-timed-out = không có phản hồi (hết thời gian chờ)
unreachable-retry = Không kết nối được { $url }: { $why }. Thử lại sau { $seconds } giây
unreachable-now = Không kết nối được { $url }: { $why }. Đang thử lại…
host-stopped = Chủ máy đã dừng máy chủ.
host-stopped-retry = Chủ máy đã dừng máy chủ. — thử lại sau { NUMBER($seconds, minimumFractionDigits: 1) } giây
watching = đang xem

## Lobby
open-games = Ván đang mở (Enter: vào)
running-games = Ván đang chơi (Enter: xem)
none-yet = chưa có
new-game = Ván mới
create-game = Tạo ván
variant = Biến thể
width = Rộng
height = Cao
opponent = Đối thủ
start = Khởi đầu
first-move = Đi trước
human = người
hosted-bot = bot
bot-player = { $level ->
    [easy] bot dễ
    [medium] bot vừa
   *[hard] bot khó
}
full-board = bàn đầy
random-board = bàn ngẫu nhiên
me = tôi
random = ngẫu nhiên
totals = Tổng cộng
players-online = Người chơi trực tuyến
server = Máy chủ:
share-hint = Bạn bè vào bằng:
ssh-hint = Hoặc không cần cài gì:
games-played = Số ván đã chơi
human-wins-vs-bots = Người thắng bot
bot-wins = Bot thắng
human-vs-human = Ván người với người
unfinished-games = Bạn có ván chưa xong: nhấn g để quay lại ván đó.
opponent-joined = Một đối thủ đã vào ván của bạn: bấm g để chơi.
confirm-quit-host = Người khác đang dùng máy chủ trong chương trình này: bấm q lần nữa để dừng nó và thoát.
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = Người khác đang dùng máy chủ trong chương trình này: bấm Ctrl-C lần nữa để dừng nó và thoát.
token-kept-in = Mã thông báo của tên được giữ trong { $path }: hãy chép tệp đó từ máy tính nơi tên được dùng lần đầu, hoặc chọn tên khác.
key-prompt-title = Liên kết khóa SSH
key-prompt-about = Khi khóa công khai của bạn đã được liên kết, ssh cho bạn vào bằng tên này qua cổng SSH của máy chủ, không cần cài gì.
key-prompt-file = Tệp khóa công khai:
key-prompt-keys = Enter: liên kết  Esc: hủy
key-prompt-linking = Đang liên kết…
key-over-ssh = Bạn vào qua SSH: khóa của bạn đã cho bạn vào bằng tên này rồi.
key-file-unreadable = Không đọc được { $path }: { $reason }.
key-file-not-a-key = { $path } không phải tệp khóa công khai OpenSSH: hãy đưa tệp .pub.
key-linked = Khóa { $fingerprint } giờ cũng cho { $name } vào qua SSH.
key-refused = Máy chủ không liên kết khóa: { $reason }

## Game
players = Người chơi
player = Người chơi
you = bạn
versus = đấu
waiting-for-opponent = đang chờ đối thủ
your-turn = Đến lượt bạn!
to-move = Lượt của { $player }
rematch-hint = r: đấu lại
rematch-offered = Đã mời tái đấu: đang chờ { $name }.
rematch-offer-from = { $name } mời tái đấu: r để nhận lời.
rematch-lapsed = Lời mời tái đấu đã hết hiệu lực: một người chơi đã rời đi.
unrated = không tính hạng
not-your-turn = Chưa đến lượt bạn.
empty-cell = Ô này đã bị ăn rồi.
confirm-resign = Bấm X lần nữa để chịu thua.
too-small = Cửa sổ dòng lệnh quá nhỏ cho bàn này: hãy phóng to.
board-too-big = Quá lớn cho cửa sổ dòng lệnh này: { $size } thì vừa.
board-fits-nothing = Cửa sổ dòng lệnh này quá nhỏ cho mọi bàn.
time-left = Còn lại { $time }

## Hints
hints = Gợi ý (giá trị SG)
hints-loading = đang hỏi máy chủ…
hints-on-your-move = Gợi ý hiện ra khi đến lượt bạn.
hints-not-allowed = Chỉ có gợi ý trong ván với bot của máy chủ, và trong mọi ván đã kết thúc.
hints-live-only = Gợi ý dành cho thế cờ hiện tại.
hints-inexact = ước lượng: không có giá trị SG chính xác
outcome-unknown = thắng hay thua: chưa rõ
win-move-unknown = thắng, nhưng chưa tìm ra nước thắng
cell-legend = W thắng, L thua, ? chưa rõ
p-position = SG 0: mọi nước đều thua
winning-moves = { $count } nước thắng, tô xanh
hints-for-study = Ván đã xong; chỉ để nghiên cứu:
# Under that header, instead of the count of winning moves.
hints-study-wins = Ô xanh: những nước lẽ ra đã thắng ở đây.
hints-game-over = Không còn nước đi. Lùi lại bằng [ để xem gợi ý của từng thế cờ.
hints-working = đang tính…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = Máy chủ đang bận: sẽ xin gợi ý lại sau giây lát.
hints-busy-again = Máy chủ vẫn bận: không có gợi ý cho thế cờ này.
hints-by-colour = Giá trị không vừa trong ô: các ô xanh lá là nước thắng.
hint-at = Ô { $square }: { $value }
quadrant-nw = TB
quadrant-ne = ĐB
quadrant-sw = TN
quadrant-se = ĐN
xor = XOR
sg = SG

## Results
won-poison = Bạn thắng: { $loser } buộc phải ăn ô độc
lost-poison = Bạn thua: bạn buộc phải ăn ô độc
won-last = Bạn thắng: bạn đã ăn ô cuối cùng
lost-last = Bạn thua: { $winner } đã ăn ô cuối cùng
won-resign = Bạn thắng: { $loser } đã chịu thua
lost-resign = Bạn thua: bạn đã chịu thua
won-abandon = Bạn thắng: { $loser } đã rời ván
lost-abandon = Bạn thua: bạn đã rời ván
won-timeout = Bạn thắng: { $loser } đã hết giờ
lost-timeout = Bạn thua: bạn đã hết giờ
seen-poison = { $winner } thắng: { $loser } buộc phải ăn ô độc
seen-last = { $winner } thắng nhờ ăn ô cuối cùng
seen-resign = { $loser } chịu thua: { $winner } thắng
seen-abandon = { $loser } rời ván: { $winner } thắng
seen-timeout = { $loser } hết giờ: { $winner } thắng
aborted = Ván bị hủy: kết thúc trước khi cả hai người đi, nên không thành tích nào thay đổi
# An aborted game when the player who ended it is known to have left.
aborted-left = Ván bị hủy: { $name } đã rời đi trước khi cả hai người đi; không thành tích của ai thay đổi

## History and statistics
moves = Nước đi
moves-eaten = ăn { $count }
replay = Xem lại
all-players = mọi người chơi
when = Khi nào
winner = Người thắng
how = Cách
how-poison = ô độc
how-last = ô cuối
how-resign = chịu thua
how-abandon = rời ván
how-aborted = hủy
how-timeout = hết giờ
my-record = Thành tích của tôi
wins-label = Thắng
losses = Thua
rating = Điểm
games-per-day = Số ván mỗi ngày
games = Ván
won-lost = Thắng:Thua
leaderboard = Bảng xếp hạng
level = Mức
level-easy = dễ
level-medium = vừa
level-hard = khó
human-wins = Người
computer-wins = Bot

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter  T: giải đấu  o: trực tuyến  C: thách  f: bạn  J: mã  b: phân tích  ?: giúp  q: thoát
keys-lobby-game = g: ván  o: trực tuyến  C: thách  f: bạn  J: mã  b: phân tích  ?: giúp  q: thoát
keys-game = mũi tên: nhắm  Enter: ăn  g: gợi ý  X X: chịu thua  Esc: sảnh  ?: trợ giúp
keys-game-watch = g: gợi ý  [ ]: xem lại  H: lịch sử  S: thống kê  Esc: rời  ?: trợ giúp
keys-game-over = [ ]: xem lại  Home/End  r: đấu lại  g: gợi ý  Esc: sảnh  ?: trợ giúp
keys-game-archive = [ ]: từng bước  Home/End  g: gợi ý  Esc: lịch sử  ?: trợ giúp
keys-history = ↑↓  Enter: xem lại  s: lưu  a: tôi/tất cả  /: người chơi  r: tải lại  Esc  ?: trợ giúp
keys-stats = v: Chomp/iChomp  r: tải lại  H: lịch sử  Esc: sảnh  ?: trợ giúp
keys-stats-pages = Tab: trang sau  ↑↓: cuộn  v: Chomp/iChomp  r: tải lại  Esc: sảnh  ?: trợ giúp
keys-help = ↑↓ PgUp PgDn: cuộn  Esc: đóng
keys-tab-details = Tab: bàn/chi tiết/gợi ý
keys-tab-short = Tab: khung

## Help
rules-chomp = CHOMP: mỗi nước chọn một ô và ăn nó cùng mọi ô ở bên phải và bên dưới nó. Ô trên cùng bên trái (X) là ô độc: ai ăn nó thì thua; khi chỉ còn lại nó, người đến lượt thua.
rules-ichomp = iCHOMP: bàn được chia thành bốn góc phần tư quanh tâm. Mỗi nước ăn một ô và mọi ô cùng góc phần tư ở xa tâm hơn. Ai ăn ô cuối cùng thì thắng.
rules-hints = GỢI Ý: mỗi ô cho thấy giá trị Sprague-Grundy (SG) mà nước đi của nó để lại trong góc phần tư của nó; giá trị của iChomp là XOR của bốn giá trị góc phần tư. Thế cờ có giá trị 0 là thua cho người đến lượt; các nước màu xanh dẫn tới 0.
help-keys = PHÍM: mũi tên hoặc hjkl di chuyển con trỏ, Enter hoặc nhấp chuột để ăn (ô đỏ cho thấy nước đi lấy đi gì), g bật/tắt gợi ý, [ và ] xem lại ván đã xong với gợi ý của từng thế cờ (nước đi dạng hàng.cột, đánh số trên bàn), r xin đấu lại, X X chịu thua, Esc quay lại, H lịch sử, S thống kê, q ở sảnh hoặc Ctrl-C để thoát (bấm hai lần khi người khác dùng máy chủ trong chương trình này).
help-lobby = SẢNH: Tab chuyển giữa các danh sách ván và biểu mẫu, nhấp chuột chọn một ván hoặc một trường; Enter, hoặc nhấp vào ván đã chọn, sẽ vào chơi hoặc xem ván đó. g đưa bạn về ván của mình, kể cả sau khi máy chủ hoặc chương trình này khởi động lại. a liên kết khóa SSH của bạn, để ssh cho bạn vào bằng tên này.

## Server refusals
error-bad-json = Máy chủ không đọc được tin nhắn của chương trình này.
error-too-large = Tin nhắn của chương trình này quá lớn với máy chủ.
error-binary-frame = Máy chủ chỉ nhận tin nhắn văn bản.
error-unknown-type = Máy chủ không biết yêu cầu này.
error-bad-request = Máy chủ đã từ chối một yêu cầu sai dạng.
error-not-hello = Máy chủ chưa chấp nhận chương trình này.
error-already-hello = Kết nối này đã tự giới thiệu rồi.
error-bad-protocol = Máy chủ dùng phiên bản giao thức khác: hãy cập nhật chương trình.
error-name-taken = Tên { $name } đã có người dùng; hãy dùng mã thông báo của nó hoặc tên khác.
error-bad-name = Máy chủ không chấp nhận tên này.
error-bad-size = Kích thước bàn này không được phép.
error-bad-position = Thế khởi đầu này không khớp với bàn.
error-no-such-game = Không có ván này.
error-no-such-player = Không có người chơi này.
error-not-your-turn = Chưa đến lượt bạn.
error-stale-ply = Nước đi đến quá muộn: bàn đã thay đổi.
error-illegal-move = Nước đi này không được phép.
error-game-over = Ván đã kết thúc.
error-seat-taken = Chỗ này đã có người.
error-not-a-player = Bạn không chơi trong ván này.
error-hints-refused = Chỉ có gợi ý trong ván với bot của chính máy chủ và trong ván đã kết thúc: máy chủ không bao giờ giúp trong ván giữa người với người đang diễn ra (bot chạy từ chương trình khác được tính là người).
error-rate-limited = Quá nhiều yêu cầu: chậm lại.
error-limit-reached = Đã chạm giới hạn: quá nhiều ván hoặc kết nối.
error-unavailable = Máy chủ không sẵn sàng; hãy thử lại sau.
error-busy = Máy chủ đang bận; hãy thử lại sau giây lát.
error-superseded = Một yêu cầu mới hơn đã thay thế yêu cầu này.
error-internal = Máy chủ gặp lỗi bên trong; không có gì thay đổi.

## The chomp command
cli-bad-address = '{ $input }' không phải địa chỉ máy chủ: hãy viết HOST:PORT, ws://HOST:PORT/ hoặc wss://HOST/.
cli-bad-scheme = '{ $input }' không phải địa chỉ máy chủ: chỉ có máy chủ ws:// và wss://.
cli-bad-port = '{ $input }' không phải cổng: cổng từ 1 đến 65535.
cli-bad-host = '{ $input }' không phải tên máy.
cli-no-config-dir = không tìm thấy thư mục cấu hình cho người dùng này.
cli-config-io = không đọc hoặc ghi được { $path }: { $reason }.
cli-config-parse = { $path } không phải tệp mã thông báo: { $reason }.
cli-ca-unreadable = không đọc được tệp CA { $path }: { $reason }.
cli-ca-empty = tệp CA { $path } không chứa chứng chỉ nào.
cli-ca-unusable = tệp CA { $path } chứa chứng chỉ không dùng được: { $reason }.
cli-tls-setup = không thiết lập được TLS: { $reason }.
cli-name-length = không dùng được tên '{ $name }': tên có từ 1 đến { $max } ký tự, tên này có { $count }.
cli-name-characters = không dùng được tên '{ $name }': tên chỉ được có chữ cái, chữ số, '_' và '-'.
cli-name-invisible = không dùng được tên '{ $name }': tên không được có ký tự vô hình.
cli-name-mixed = không dùng được tên '{ $name }': tên không được trộn chữ viết, như chữ Latinh và chữ Kirin.
cli-bad-lang = '{ $input }' không phải ngôn ngữ chương trình này dùng: hãy chọn một trong { $languages }.
cli-host-unknown = không tìm thấy máy chủ '{ $host }': { $reason }.
cli-host-no-address = máy chủ '{ $host }' không có địa chỉ.
cli-bad-listen = { $flag } '{ $input }' không phải địa chỉ để lắng nghe: hãy đưa HOST:PORT, như 0.0.0.0:7878 hoặc localhost:7878.
cli-listen-host-unknown = { $flag }: không tìm thấy máy '{ $host }' để lắng nghe: { $reason }.
cli-lang-help = Ngôn ngữ màn hình: { $languages }. Mặc định: theo locale (LC_ALL, LC_MESSAGES, LANG).
bot-server-started = Máy chủ đã chạy: người chơi vào bằng chomp --server { $url }
bot-ssh-door = Người chơi không có chomp vào qua SSH: { $command }
bot-ready = { $name } đã sẵn sàng: { $games } ván mở { $variant } { $width }x{ $height }, mức { $level }; đang chờ người chơi.
bot-waiting = Đang chờ người chơi: { $games } ván mở.
bot-joined = { $opponent } đã nhận ván { $game }: đang chơi.
bot-resumed = Trở lại ván { $game } với { $opponent }: ván vẫn đang diễn ra.
bot-reconnecting = Mất kết nối tới máy chủ ({ $reason }): thử lại sau { $seconds } giây.
bot-game-over = Ván { $game } đấu { $opponent }: { $won ->
    [yes] thắng
   *[no] thua
} ({ $how }); tỉ số { $wins }:{ $losses }
bot-finished = Bot đã xong: thắng { $wins } ván, thua { $losses } ván

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = Hệ số ±
unrated-aborted = không tính hạng: bị hủy
unrated-board = không tính hạng: bàn quá dễ
unrated-repeat = không tính hạng: đấu lại quá nhiều
as-first = Thắng khi đi trước
as-second = Thắng khi đi sau
longest-streak = Chuỗi thắng dài nhất
opponents = Đối thủ

## analysis
mark-kept-win = giữ thế thắng
mark-threw-win = bỏ lỡ thế thắng
mark-lost = thế thua
mark-best-trap = thế thua, bẫy tốt nhất
mark-unknown = chưa chứng minh
history-accuracy = độ chính xác { $share }%
record-saved = Đã lưu biên bản ván { $game } vào { $path }.
record-not-saved = Không lưu được biên bản ván { $game }: { $error }.
accuracy-over-time = Độ chính xác
## guests
# A guest's mark beside the name (SSH without a key).
guest = khách
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = không tính hạng: có khách chơi
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = chơi hoàn hảo (đã chứng minh)
bot-not-proven = chưa được chứng minh hoàn hảo trên bàn này
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = Khóa { $fingerprint } giờ cũng cho { $name } vào qua SSH: { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = Khách: để giữ tên { $name }, hãy tạo khóa (ssh-keygen -t ed25519) rồi quay lại bằng khóa đó.
## friends
friends-online-title = Trực tuyến
friends-online-keys = Enter: thách đấu với thiết lập của biểu mẫu  h: ẩn/hiện tôi  r: làm mới  Esc: đóng
friends-online-empty = Không ai trực tuyến.
friends-you-hidden = Bạn đang ẩn khỏi danh sách trực tuyến.
friends-you-visible = Người khác thấy bạn trong danh sách trực tuyến.
friends-bot = máy
friends-prompt-code = Mã ván
friends-prompt-name = Thách đấu người chơi (tên)
friends-prompt-chat = Trò chuyện
friends-prompt-keys = Enter: gửi  Esc: hủy
friends-bad-code = Mã ván gồm bốn chữ cái hoặc chữ số, ví dụ K7PQ.
friends-challenged = { $from } thách bạn chơi { $variant } { $width }×{ $height }: y nhận, n từ chối (ở sảnh).
friends-challenge-sent = Đã gửi lời thách đấu tới { $name }; đang chờ trả lời.
friends-declined = { $name } đã từ chối lời thách đấu.
friends-lapsed-sent = Lời thách đấu tới { $name } đã hết hạn.
friends-lapsed-received = Một lời thách đấu gửi bạn đã hết hạn.
friends-code = Cho một người bạn: mã { $code } (J { $code } ở sảnh, hoặc chomp --join { $code })
friends-chat-muted = Đã tắt trò chuyện; m để bật lại.
friends-chat-on = Đã bật trò chuyện.
friends-help = BẠN BÈ: o liệt kê ai đang trực tuyến (Enter thách người được chọn với thiết lập của biểu mẫu, h ẩn bạn); C thách một người chơi theo tên; y hoặc n trả lời lời thách đấu nhận được. f mở ván của biểu mẫu cho một người bạn: ván không được liệt kê, và mã của nó, hiện trên màn hình ván, cho người đầu tiên gõ J và mã ở sảnh (hoặc chạy chomp --join CODE) ngồi vào. Trong ván, t viết một dòng trò chuyện cho người chơi và khán giả, m tắt trò chuyện.
cli-bad-join = --join '{ $input }' không phải mã ván: mã gồm bốn chữ cái hoặc chữ số, ví dụ K7PQ.
## tourney
bot-tournament-entered = Trong giải { $tournament } ({ $name }): chơi các cặp đấu mà giải xếp.
## board
board-title = Bàn phân tích
board-play = chơi
board-editor = sửa bàn
board-position = Thế cờ: { $notation }
board-steps = Bước { $done } / { $total }
board-over = Ở thế này ván đã kết thúc: không còn gì để đi.
board-wins = Người đến lượt thắng nếu chơi tốt nhất (đã chứng minh).
board-loses = Người đến lượt thua trước lối chơi tốt nhất (đã chứng minh).
board-unknown = Chưa rõ: máy không chứng minh được ai thắng ở đây trong thời gian của nó; không đoán gì cả.
board-winning = Nước thắng: { $moves }
board-exact = Mọi giá trị ở đây đều chính xác và đã được chứng minh (bảng hoặc tìm kiếm đầy đủ).
board-inexact = Ngoài các giá trị chính xác: W và L trên ô được chứng minh bằng tìm kiếm, ? là chưa rõ, và không hiện giá trị SG.
board-play-keys = Enter ăn ô (hai người lần lượt); u và r lùi và tiến một bước; e mở chế độ sửa bàn.
board-editor-keys = Sửa bàn: Enter ăn một ô hoặc đặt lại; f lấp đầy bàn, x làm trống; e thoát sửa bàn.
board-prompt = Thế cờ (8,8,5,3 hoặc ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter: đặt  Esc: hủy
board-error-empty = Hãy gõ một thế cờ, như 8,8,5,3.
board-error-word = '{ $word }' không phải trò chơi, kích thước như 7x5 hay thế cờ như 8,8,5,3.
board-error-size = Kích thước bàn đó không được phép: Chomp mỗi cạnh 1 đến 32 ô, iChomp 2 đến 32.
board-error-notation = Thế cờ là độ dài các hàng cách nhau bằng dấu phẩy (8,8,5,3), với iChomp là bốn danh sách như thế cách nhau bằng / (- là góc phần tư trống).
board-error-staircase = Một hàng không được dài hơn hàng phía trên nó.
board-error-fit = Thế cờ đó lớn hơn bàn.
board-error-decided = Thế cờ đó đã phân định, không còn gì để chơi.
board-help = BÀN PHÂN TÍCH: b ở sảnh, hoặc trên một ván đã xong hay đang xem lại, mở bàn ở thế đó. Enter đi một ô cho người đến lượt, u và r lùi và tiến (Home và End về bước đầu và bước cuối), n hoặc / gõ một thế cờ (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full), v đổi giữa Chomp và iChomp, e mở chế độ sửa bàn (Enter ăn một ô hoặc đặt lại, f đầy, x trống). Giá trị do máy tính ra: đã chứng minh ở nơi nó nói vậy, "chưa rõ" ở nơi nó không chứng minh được. Trong mẫu ván mới, e ở ô Bắt đầu gõ thế khởi đầu riêng theo cùng cách ghi.
start-prompt = Thế bắt đầu cho { $size }
keys-board = Enter: ăn  u/r: lùi/tiến  n: thế cờ  v: trò chơi  e: sửa bàn  ↑↓←→: nhắm  Esc: quay lại  ?: giúp
keys-form-start = ←→: đầy/ngẫu nhiên  e: gõ thế cờ  Enter: tạo  ?: giúp  q: thoát
## tscreen
keys-tournaments = ↑↓  Enter: bảng xếp hạng  n: mới  r: tải lại  Esc: sảnh  ?: trợ giúp
keys-tournament-form = ↑↓: mục  ←→: đổi  Enter: tạo  Esc: quay lại  ?: trợ giúp
keys-standings = ↑↓  J: tham gia  L: rời  w: xem ván  r: tải lại  Esc: danh sách  ?: trợ giúp
tour-title = Giải đấu
tour-loading = Đang tải…
tour-none = Hôm nay không có giải nào đang chờ, đang diễn ra hay đã kết thúc: n tạo một giải.
tour-name = Tên
tour-status = Trạng thái
tour-time = Thời gian
tour-entrants = Người dự
tour-format = Thể thức
tour-board = Bàn
tour-format-arena = arena
tour-format-round-robin = vòng tròn
tour-format-ladder = bậc thang
tour-status-waiting = đang chờ
tour-status-running = đang diễn ra
tour-status-finished = đã kết thúc
tour-starts-in = bắt đầu sau { $time }
tour-time-left = còn { $time }
tour-minutes = Phút
tour-starts-in-label = Bắt đầu sau
tour-minutes-n = { $n } phút
tour-bots = Bot
tour-yes = có
tour-no = không
tour-create = Tạo giải
tour-new = Giải mới
tour-left-mark = đã rời
tour-you-entered = bạn đang dự
tour-player = Người chơi
tour-points = Điểm
tour-score = Điểm
tour-sb = SB
tour-played = Đã chơi
tour-won = Thắng
tour-streak = Chuỗi
tour-standings = Bảng xếp hạng
tour-created = Đã tạo giải { $name }: J để tham gia.
tour-joined = Bạn đã tham gia { $name }.
tour-left = Bạn đã rời { $name }.
tour-refused-create = Máy chủ từ chối giải này: hãy kiểm tra tên, bàn, số phút và bot.
tour-refused-join = Không thể tham gia giải này lúc này: giải đã kết thúc hoặc đã đủ người, hoặc bạn đã ở trong giải.
tour-pairing = Giải { $tournament }: ván của bạn với { $opponent }
tour-pairing-waits = Giải { $tournament }: ván của bạn với { $opponent } đã bắt đầu và đồng hồ đang chạy.
tour-game-won = Giải { $tournament }: bạn thắng; đây là bảng xếp hạng.
tour-game-lost = Giải { $tournament }: bạn thua; đây là bảng xếp hạng.
tour-game-over = Giải { $tournament }: ván của bạn đã kết thúc.
tour-not-playing = Người chơi này hiện không chơi ván nào.
tour-bad-name = Tên giải có từ 1 đến 40 ký tự nhìn thấy được.
tour-bad-board = Bàn này không được phép: mỗi cạnh 1 đến 32 và ít nhất 2 ô (iChomp: 2 đến 32).
tour-bad-minutes = Một arena kéo dài từ 1 đến 720 phút.
tour-bad-starts-in = Giải bắt đầu trong vòng một ngày (1440 phút).
tour-bad-bots = Một giải nhận tối đa 8 bot của máy chủ.
tour-help = GIẢI ĐẤU: T ở sảnh; n tạo, J tham gia, L rời, w xem ván.

## ladder
bot-no-ladder = Máy chủ này không có bảng xếp hạng bot.

## tclient
keys-game-tournament = mũi tên: nhắm  Enter: ăn  g: gợi ý  X X: chịu thua  Esc: xếp hạng  ?: trợ giúp
keys-game-over-tournament = [ ]: xem lại  Home/End  r: đấu lại  g: gợi ý  Esc: xếp hạng  ?: trợ giúp
keys-game-watch-tournament = g: gợi ý  [ ]: xem lại  H: lịch sử  S: thống kê  Esc: xếp hạng  ?: trợ giúp
tour-pairing-switch = P chuyển sang ván đó ngay; nếu không, nó tự mở khi ván này kết thúc.
