# chomp terminal client: ខ្មែរ.
# ក្រឡានីមួយៗនៃក្តារ ហៅថា «ក្រឡា» ជានិច្ច ហើយក្រឡាមានពិស ហៅថា «ក្រឡាពុល» ជានិច្ច។
# Khmer writes no spaces between words: keep a space between phrases so
# long sentences wrap there, never inside a cluster.

language-name = ខ្មែរ

## Screens and the top line
lobby = បន្ទប់រង់ចាំ
game = ល្បែង
history = ប្រវត្តិ
statistics = ស្ថិតិ
help = ជំនួយ
connecting = កំពុងតភ្ជាប់
offline = ក្រៅបណ្តាញ
online = លើបណ្តាញ
connection-lost = ដាច់ការតភ្ជាប់៖ { $reason } — សាកម្តងទៀតក្នុង { NUMBER($seconds, minimumFractionDigits: 1) } វិនាទី
offline-action = ក្រៅបណ្តាញ៖ សកម្មភាពនេះត្រូវការម៉ាស៊ីនមេ ដែលមិនអាចភ្ជាប់បានឥឡូវនេះ។
why-refused = ការតភ្ជាប់ត្រូវបានបដិសេធ
why-no-host = គ្មានម៉ាស៊ីនឈ្មោះនេះទេ
why-timed-out = គ្មានចម្លើយ (អស់ពេល)
unreachable-retry = មិនអាចភ្ជាប់ទៅ { $url } បានទេ៖ { $why }។ សាកម្តងទៀតក្នុង { $seconds } វិនាទី
unreachable-now = មិនអាចភ្ជាប់ទៅ { $url } បានទេ៖ { $why }។ កំពុងសាកម្តងទៀត…
host-stopped = ម្ចាស់ម៉ាស៊ីនបានបញ្ឈប់ម៉ាស៊ីនមេ។
host-stopped-retry = ម្ចាស់ម៉ាស៊ីនបានបញ្ឈប់ម៉ាស៊ីនមេ។ — សាកម្តងទៀតក្នុង { NUMBER($seconds, minimumFractionDigits: 1) } វិនាទី
watching = កំពុងមើល

## Lobby
open-games = ល្បែងបើក (Enter៖ ចូល)
running-games = ល្បែងកំពុងលេង (Enter៖ មើល)
none-yet = មិនទាន់មាន
new-game = ល្បែងថ្មី
create-game = បង្កើតល្បែង
variant = ប្រភេទ
width = ទទឹង
height = កម្ពស់
opponent = គូប្រកួត
start = ការចាប់ផ្តើម
first-move = ដើរមុន
human = មនុស្ស
hosted-bot = បូត
bot-player = { $level ->
    [easy] បូតស្រួល
    [medium] បូតមធ្យម
   *[hard] បូតពិបាក
}
full-board = ក្តារពេញ
random-board = ក្តារចៃដន្យ
me = ខ្ញុំ
random = ចៃដន្យ
totals = សរុប
players-online = អ្នកលេងលើបណ្តាញ
server = ម៉ាស៊ីនមេ៖
share-hint = មិត្តភក្តិចូលដោយ៖
ssh-hint = ឬដោយមិនចាំបាច់ដំឡើងអ្វីទាំងអស់៖
games-played = ល្បែងបានលេង
human-wins-vs-bots = មនុស្សឈ្នះបូត
bot-wins = បូតឈ្នះ
human-vs-human = មនុស្សទល់មនុស្ស
unfinished-games = អ្នកមានល្បែងមិនទាន់ចប់៖ ចុច g ដើម្បីត្រឡប់ទៅវាវិញ។
opponent-joined = គូប្រកួតបានចូលល្បែងរបស់អ្នក៖ ចុច g ដើម្បីលេង។
confirm-quit-host = អ្នកផ្សេងកំពុងប្រើម៉ាស៊ីនមេ ក្នុងកម្មវិធីនេះ៖ ចុច q ម្តងទៀត ដើម្បីបញ្ឈប់ ហើយចាកចេញ។
# The same question asked by Ctrl-C (on any screen).
confirm-quit-ctrl-c = អ្នកផ្សេងកំពុងប្រើម៉ាស៊ីនមេ ក្នុងកម្មវិធីនេះ៖ ចុច Ctrl-C ម្តងទៀត ដើម្បីបញ្ឈប់ ហើយចាកចេញ។
token-kept-in = ថូខឹនឈ្មោះ ត្រូវបានរក្សាទុកក្នុង { $path }៖ ចម្លងឯកសារនោះ ពីកុំព្យូទ័រ ដែលប្រើឈ្មោះនេះដំបូង ឬជ្រើសឈ្មោះផ្សេង។
key-prompt-title = ភ្ជាប់កូនសោ SSH
key-prompt-about = នៅពេលកូនសោសាធារណៈរបស់អ្នកត្រូវបានភ្ជាប់ ssh នឹងឱ្យអ្នកចូលក្រោមឈ្មោះនេះ តាមច្រក SSH របស់ម៉ាស៊ីនមេ ដោយមិនចាំបាច់ដំឡើងអ្វីទាំងអស់។
key-prompt-file = ឯកសារកូនសោសាធារណៈ៖
key-prompt-keys = Enter៖ ភ្ជាប់  Esc៖ បោះបង់
key-prompt-linking = កំពុងភ្ជាប់…
key-over-ssh = អ្នកបានចូលតាម SSH៖ កូនសោរបស់អ្នក ឱ្យអ្នកចូលក្រោមឈ្មោះនេះរួចហើយ។
key-file-unreadable = មិនអាចអាន { $path }៖ { $reason }។
key-file-not-a-key = { $path } មិនមែនជាឯកសារកូនសោសាធារណៈ OpenSSH ទេ៖ សូមផ្តល់ឯកសារ .pub។
key-linked = កូនសោ { $fingerprint } ឥឡូវនេះ ឱ្យ { $name } ចូលតាម SSH ផងដែរ។
key-refused = ម៉ាស៊ីនមេ មិនបានភ្ជាប់កូនសោទេ៖ { $reason }

## Game
players = អ្នកលេង
player = អ្នកលេង
you = អ្នក
versus = ទល់
waiting-for-opponent = កំពុងរង់ចាំគូប្រកួត
your-turn = វេនអ្នកហើយ!
to-move = វេន { $player }
rematch-hint = r៖ លេងម្តងទៀត
rematch-offered = បានស្នើលេងម្តងទៀត៖ កំពុងរង់ចាំ { $name }។
rematch-offer-from = { $name } ស្នើលេងម្តងទៀត៖ r ដើម្បីទទួលយក។
rematch-lapsed = សំណើលេងម្តងទៀតបានផុតកំណត់៖ អ្នកលេងម្នាក់បានចាកចេញ។
unrated = គ្មានចំណាត់ថ្នាក់
not-your-turn = មិនមែនវេនអ្នកទេ។
empty-cell = ក្រឡានេះ ត្រូវបានស៊ីរួចហើយ។
confirm-resign = ចុច X ម្តងទៀត ដើម្បីចុះចាញ់។
too-small = ទំហំស្ថានីយតូចពេក សម្រាប់ក្តារនេះ៖ សូមពង្រីក។
board-too-big = ធំពេកសម្រាប់ស្ថានីយនេះ៖ { $size } អាចដាក់បាន។
board-fits-nothing = ស្ថានីយនេះតូចពេកសម្រាប់ក្តារណាមួយ។
time-left = ពេលនៅសល់ { $time }

## Hints
hints = ជំនួយគន្លឹះ (តម្លៃ SG)
hints-loading = កំពុងសួរម៉ាស៊ីនមេ…
hints-on-your-move = គន្លឹះលេចឡើង នៅវេនរបស់អ្នក។
hints-not-allowed = គន្លឹះមានតែ ក្នុងល្បែងទល់នឹងបូត របស់ម៉ាស៊ីនមេ និងក្នុងល្បែងណាដែលបានចប់។
hints-live-only = គន្លឹះ សម្រាប់ស្ថានភាពបច្ចុប្បន្ន។
hints-inexact = ប៉ាន់ស្មាន៖ គ្មានតម្លៃ SG ពិតប្រាកដ
outcome-unknown = ឈ្នះ ឬចាញ់៖ មិនទាន់ដឹង
win-move-unknown = ឈ្នះ ប៉ុន្តែ មិនទាន់រកឃើញ ការដើរឈ្នះ
cell-legend = W ឈ្នះ, L ចាញ់, ? មិនដឹង
p-position = SG 0៖ ការដើរណាក៏ចាញ់
winning-moves = ការដើរឈ្នះ { $count } ជាពណ៌បៃតង
hints-for-study = ល្បែងចប់ហើយ៖ សម្រាប់សិក្សាតែប៉ុណ្ណោះ៖
# Under that header, instead of the count of winning moves.
hints-study-wins = ក្រឡាបៃតង៖ ការដើរ ដែលអាចឈ្នះ នៅទីនេះ។
hints-game-over = គ្មានការដើរទៀតទេ។ ថយក្រោយដោយ [ ដើម្បីមើល គន្លឹះនៃស្ថានភាពនីមួយៗ។
hints-working = កំពុងគណនា…
# The server answered "busy" to hints: one retry follows; then none.
hints-busy = ម៉ាស៊ីនមេរវល់៖ នឹងសុំគន្លឹះម្តងទៀត បន្តិចទៀត។
hints-busy-again = ម៉ាស៊ីនមេនៅតែរវល់៖ គ្មានគន្លឹះ សម្រាប់ស្ថានភាពនេះទេ។
hints-by-colour = តម្លៃ មិនសមនឹងក្រឡាទេ៖ ក្រឡាពណ៌បៃតង គឺជាការដើរដែលឈ្នះ។
hint-at = ក្រឡា { $square }៖ { $value }
quadrant-nw = ពាយព្យ
quadrant-ne = ឦសាន
quadrant-sw = និរតី
quadrant-se = អាគ្នេយ៍
xor = XOR
sg = SG

## Results
won-poison = អ្នកឈ្នះ៖ { $loser } ត្រូវស៊ីក្រឡាពុល
lost-poison = អ្នកចាញ់៖ អ្នកត្រូវស៊ីក្រឡាពុល
won-last = អ្នកឈ្នះ៖ អ្នកបានស៊ី ក្រឡាចុងក្រោយ
lost-last = អ្នកចាញ់៖ { $winner } បានស៊ី ក្រឡាចុងក្រោយ
won-resign = អ្នកឈ្នះ៖ { $loser } បានចុះចាញ់
lost-resign = អ្នកចាញ់៖ អ្នកបានចុះចាញ់
won-abandon = អ្នកឈ្នះ៖ { $loser } បានចាកចេញពីល្បែង
lost-abandon = អ្នកចាញ់៖ អ្នកបានចាកចេញពីល្បែង
won-timeout = អ្នកឈ្នះ៖ { $loser } អស់ពេល
lost-timeout = អ្នកចាញ់៖ អ្នកអស់ពេល
seen-poison = { $winner } ឈ្នះ៖ { $loser } ត្រូវស៊ីក្រឡាពុល
seen-last = { $winner } ឈ្នះ ដោយស៊ី ក្រឡាចុងក្រោយ
seen-resign = { $loser } ចុះចាញ់៖ { $winner } ឈ្នះ
seen-abandon = { $loser } ចាកចេញពីល្បែង៖ { $winner } ឈ្នះ
seen-timeout = { $loser } អស់ពេល៖ { $winner } ឈ្នះ
aborted = ល្បែងត្រូវបានលុបចោល៖ វាចប់ មុនពេលអ្នកលេងទាំងពីរដើរ ដូច្នេះ គ្មានកំណត់ត្រាណាប្តូរទេ
# An aborted game when the player who ended it is known to have left.
aborted-left = ល្បែងត្រូវបានលុបចោល៖ { $name } បានចាកចេញ មុនពេលអ្នកលេងទាំងពីរដើរ ដូច្នេះ គ្មានកំណត់ត្រារបស់នរណាប្តូរទេ

## History and statistics
moves = ការដើរ
moves-eaten = ស៊ី { $count }
replay = លេងឡើងវិញ
all-players = អ្នកលេងទាំងអស់
when = ពេល
winner = អ្នកឈ្នះ
how = របៀប
how-poison = ពុល
how-last = ក្រឡាចុងក្រោយ
how-resign = ចុះចាញ់
how-abandon = ចាកចេញ
how-aborted = លុបចោល
how-timeout = អស់ពេល
my-record = កំណត់ត្រាខ្ញុំ
wins-label = ឈ្នះ
losses = ចាញ់
rating = ពិន្ទុ
games-per-day = ល្បែងក្នុងមួយថ្ងៃ
games = ល្បែង
won-lost = ឈ្នះ:ចាញ់
leaderboard = តារាងអ្នកនាំមុខ
level = កម្រិត
level-easy = ស្រួល
level-medium = មធ្យម
level-hard = ពិបាក
human-wins = មនុស្ស
computer-wins = បូត

## Key lines (one screen line: at most 80 columns)
keys-lobby = Enter៖ ទៅ  T៖ ការប្រកួត  o៖ អនឡាញ  C៖ ប្រកួត  f៖ មិត្ត  J៖ កូដ  b៖ វិភាគ  ?៖ ជំនួយ  q៖ ចេញ
keys-lobby-game = g៖ ល្បែង  o៖ អនឡាញ  C៖ ប្រកួត  f៖ មិត្ត  J៖ កូដ  b៖ វិភាគ  ?៖ ជំនួយ  q៖ ចេញ
keys-game = ព្រួញ៖ តម្រង់  Enter៖ ស៊ី  g៖ គន្លឹះ  X X៖ ចុះចាញ់  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-game-watch = g៖ គន្លឹះ  [ ]៖ លេងឡើងវិញ  H៖ ប្រវត្តិ  S៖ ស្ថិតិ  Esc៖ ចេញ  ?៖ ជំនួយ
keys-game-over = [ ]៖ លេងឡើងវិញ  Home/End  r៖ ម្តងទៀត  g៖ គន្លឹះ  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-game-archive = [ ]៖ ម្តងមួយជំហាន  Home/End  g៖ គន្លឹះ  Esc៖ ប្រវត្តិ  ?៖ ជំនួយ
keys-history = ↑↓  Enter៖ លេងឡើងវិញ  s៖ រក្សាទុក  a៖ ខ្ញុំ/ទាំងអស់  /៖ អ្នកលេង  r៖ ផ្ទុកថ្មី  Esc  ?៖ ជំនួយ
keys-stats = v៖ Chomp/iChomp  r៖ ផ្ទុកថ្មី  H៖ ប្រវត្តិ  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-stats-pages = Tab៖ ទំព័របន្ទាប់  ↑↓៖ រំកិល  v៖ Chomp/iChomp  r៖ ផ្ទុកថ្មី  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-help = ↑↓ PgUp PgDn៖ រំកិល  Esc៖ បិទ
keys-tab-details = Tab៖ ក្តារ/ព័ត៌មានលម្អិត/គន្លឹះ
keys-tab-short = Tab៖ ផ្ទាំង

## Help
rules-chomp = CHOMP៖ ការដើរនីមួយៗ ជ្រើសក្រឡាមួយ ហើយស៊ីវា ជាមួយក្រឡាទាំងអស់ នៅខាងស្តាំ និងខាងក្រោមវា។ ក្រឡាខាងលើឆ្វេង (X) គឺជាក្រឡាពុល៖ អ្នកណាស៊ីវា អ្នកនោះចាញ់។ ពេលនៅសល់តែវា អ្នកដែលដល់វេន ចាញ់។
rules-ichomp = iCHOMP៖ ក្តារត្រូវបានកាត់ ជាបួនចតុភាគ ជុំវិញចំណុចកណ្តាល។ ការដើរមួយ ស៊ីក្រឡាមួយ និងក្រឡាទាំងអស់ ក្នុងចតុភាគដដែល ដែលនៅឆ្ងាយពីកណ្តាលជាង។ អ្នកណាស៊ី ក្រឡាចុងក្រោយ អ្នកនោះឈ្នះ។
rules-hints = គន្លឹះ៖ ក្រឡានីមួយៗ បង្ហាញតម្លៃ Sprague-Grundy (SG) ដែលការដើររបស់វា ទុកក្នុងចតុភាគរបស់វា។ តម្លៃរបស់ iChomp គឺ XOR នៃតម្លៃ ចតុភាគទាំងបួន។ ស្ថានភាពដែលមានតម្លៃ 0 គឺចាញ់ សម្រាប់អ្នកដល់វេន។ ការដើរពណ៌បៃតង នាំទៅ 0។
help-keys = គ្រាប់ចុច៖ ព្រួញ ឬ hjkl ផ្លាស់ទីទស្សន៍ទ្រនិច, Enter ឬការចុច ស៊ីក្រឡា (ក្រឡាក្រហម បង្ហាញអ្វីដែលការដើរដកចេញ), g បើក/បិទគន្លឹះ, [ និង ] លេងល្បែងដែលចប់ឡើងវិញ ជាមួយគន្លឹះ (ការដើរ ជា ជួរ.ជួរឈរ), r សុំលេងម្តងទៀត, X X ចុះចាញ់, Esc ត្រឡប់, H ប្រវត្តិ, S ស្ថិតិ, q ក្នុងបន្ទប់រង់ចាំ ឬ Ctrl-C ចេញ (ចុចពីរដង បើអ្នកផ្សេង ប្រើម៉ាស៊ីនមេ ក្នុងកម្មវិធីនេះ)។
help-lobby = បន្ទប់រង់ចាំ៖ Tab ផ្លាស់ទីរវាងបញ្ជីល្បែង និងទម្រង់ ហើយការចុច ជ្រើសល្បែង ឬវាល; Enter ឬការចុចលើល្បែងដែលបានជ្រើស ចូលរួម ឬមើលវា។ g នាំអ្នកត្រឡប់ទៅល្បែងរបស់អ្នក សូម្បីតែក្រោយម៉ាស៊ីនមេ ឬកម្មវិធីនេះចាប់ផ្តើមឡើងវិញ។ a ភ្ជាប់កូនសោ SSH របស់អ្នក ដើម្បីឱ្យ ssh ឱ្យអ្នកចូលក្រោមឈ្មោះនេះ។

## Server refusals
error-bad-json = ម៉ាស៊ីនមេ មិនអាចអានសារ ពីកម្មវិធីនេះបានទេ។
error-too-large = សារពីកម្មវិធីនេះ ធំពេក សម្រាប់ម៉ាស៊ីនមេ។
error-binary-frame = ម៉ាស៊ីនមេ ទទួលតែសារអត្ថបទ។
error-unknown-type = ម៉ាស៊ីនមេ មិនស្គាល់សំណើនេះទេ។
error-bad-request = ម៉ាស៊ីនមេ បានបដិសេធ សំណើខុសទម្រង់។
error-not-hello = ម៉ាស៊ីនមេ មិនទាន់ទទួល កម្មវិធីនេះទេ។
error-already-hello = ការតភ្ជាប់នេះ បានណែនាំខ្លួនរួចហើយ។
error-bad-protocol = ម៉ាស៊ីនមេ ប្រើកំណែពិធីការផ្សេង៖ សូមធ្វើបច្ចុប្បន្នភាពកម្មវិធី។
error-name-taken = ឈ្មោះ { $name } មានគេយករួចហើយ៖ ប្រើថូខឹនរបស់វា ឬឈ្មោះផ្សេង។
error-bad-name = ម៉ាស៊ីនមេ មិនទទួលឈ្មោះនេះទេ។
error-bad-size = ទំហំក្តារនេះ មិនត្រូវបានអនុញ្ញាត។
error-bad-position = ស្ថានភាពចាប់ផ្តើមនេះ មិនត្រូវនឹងក្តារ។
error-no-such-game = គ្មានល្បែងនេះទេ។
error-no-such-player = គ្មានអ្នកលេងនេះទេ។
error-not-your-turn = មិនមែនវេនអ្នកទេ។
error-stale-ply = ការដើរនេះយឺតពេក៖ ក្តារបានប្តូរហើយ។
error-illegal-move = ការដើរនេះ មិនត្រូវបានអនុញ្ញាត។
error-game-over = ល្បែងបានចប់រួចហើយ។
error-seat-taken = កន្លែងនេះ មានគេយករួចហើយ។
error-not-a-player = អ្នកមិនបានលេង ក្នុងល្បែងនេះទេ។
error-hints-refused = គន្លឹះមានតែ ក្នុងល្បែងទល់នឹងបូត របស់ម៉ាស៊ីនមេផ្ទាល់ និងក្នុងល្បែងដែលបានចប់៖ ម៉ាស៊ីនមេ មិនដែលជួយ ក្នុងល្បែងរវាងមនុស្ស ដែលកំពុងលេងទេ (បូតដែលលេងពីកម្មវិធីផ្សេង រាប់ជាមនុស្ស)។
error-rate-limited = សំណើច្រើនពេក៖ សូមយឺតបន្តិច។
error-limit-reached = ដល់ដែនកំណត់៖ ល្បែង ឬការតភ្ជាប់ច្រើនពេក។
error-unavailable = ម៉ាស៊ីនមេ មិនអាចប្រើបាន៖ សូមសាកម្តងទៀតពេលក្រោយ។
error-busy = ម៉ាស៊ីនមេរវល់៖ សូមសាកម្តងទៀត បន្តិចទៀត។
error-superseded = សំណើថ្មីជាង បានជំនួសសំណើនេះ។
error-internal = មានកំហុស ក្នុងម៉ាស៊ីនមេ៖ គ្មានអ្វីប្តូរទេ។

## The chomp command
cli-bad-address = '{ $input }' មិនមែនជាអាសយដ្ឋានម៉ាស៊ីនមេទេ៖ សរសេរ HOST:PORT, ws://HOST:PORT/ ឬ wss://HOST/។
cli-bad-scheme = '{ $input }' មិនមែនជាអាសយដ្ឋានម៉ាស៊ីនមេទេ៖ មានតែម៉ាស៊ីនមេ ws:// និង wss://។
cli-bad-port = '{ $input }' មិនមែនជាច្រកទេ៖ ច្រកមានពី 1 ដល់ 65535។
cli-bad-host = '{ $input }' មិនមែនជាឈ្មោះម៉ាស៊ីនទេ។
cli-no-config-dir = រកមិនឃើញថតកំណត់រចនាសម្ព័ន្ធ សម្រាប់អ្នកប្រើនេះ។
cli-config-io = មិនអាចអាន ឬសរសេរ { $path }៖ { $reason }។
cli-config-parse = { $path } មិនមែនជាឯកសារថូខឹនទេ៖ { $reason }។
cli-ca-unreadable = មិនអាចអានឯកសារ CA { $path }៖ { $reason }។
cli-ca-empty = ឯកសារ CA { $path } គ្មានវិញ្ញាបនបត្រ។
cli-ca-unusable = ឯកសារ CA { $path } មានវិញ្ញាបនបត្រ ដែលប្រើមិនបាន៖ { $reason }។
cli-tls-setup = មិនអាចរៀបចំ TLS៖ { $reason }។
cli-name-length = មិនអាចប្រើឈ្មោះ '{ $name }'៖ ឈ្មោះមាន 1 ដល់ { $max } តួអក្សរ ឈ្មោះនេះមាន { $count }។
cli-name-characters = មិនអាចប្រើឈ្មោះ '{ $name }'៖ អនុញ្ញាតតែអក្សរ លេខ '_' និង '-'។
cli-name-invisible = មិនអាចប្រើឈ្មោះ '{ $name }'៖ មិនអាចមានតួអក្សរមើលមិនឃើញ។
cli-name-mixed = មិនអាចប្រើឈ្មោះ '{ $name }'៖ មិនអាចលាយអក្សរផ្សេងគ្នា ដូចជាឡាតាំង និងស៊ីរីលីក។
cli-bad-lang = '{ $input }' មិនមែនជាភាសា ដែលកម្មវិធីនេះនិយាយទេ៖ ជ្រើសមួយក្នុងចំណោម { $languages }។
cli-host-unknown = រកមិនឃើញម៉ាស៊ីនមេ '{ $host }'៖ { $reason }។
cli-host-no-address = ម៉ាស៊ីនមេ '{ $host }' គ្មានអាសយដ្ឋាន។
cli-bad-listen = { $flag } '{ $input }' មិនមែនជាអាសយដ្ឋានសម្រាប់ស្តាប់ទេ៖ សូមផ្តល់ HOST:PORT ដូចជា 0.0.0.0:7878 ឬ localhost:7878។
cli-listen-host-unknown = { $flag }៖ រកមិនឃើញម៉ាស៊ីន '{ $host }' សម្រាប់ស្តាប់៖ { $reason }។
cli-lang-help = ភាសារបស់អេក្រង់៖ { $languages }។ លំនាំដើម៖ តាម locale (LC_ALL, LC_MESSAGES, LANG)។
bot-server-started = ម៉ាស៊ីនមេបានចាប់ផ្តើម៖ អ្នកលេងចូលដោយ chomp --server { $url }
bot-ssh-door = អ្នកលេងដែលគ្មាន chomp ចូលតាម SSH៖ { $command }
bot-ready = { $name } រួចរាល់ហើយ៖ ល្បែងបើក { $games } នៃ { $variant } { $width }x{ $height } កម្រិត { $level } កំពុងរង់ចាំអ្នកលេង។
bot-waiting = កំពុងរង់ចាំអ្នកលេង៖ ល្បែងបើក { $games }។
bot-joined = { $opponent } បានយកល្បែង { $game }៖ កំពុងលេង។
bot-resumed = ត្រឡប់ទៅល្បែង { $game } ជាមួយ { $opponent } វិញ៖ ល្បែងនៅតែបន្ត។
bot-reconnecting = បាត់ការតភ្ជាប់ទៅម៉ាស៊ីនមេ ({ $reason })៖ ព្យាយាមម្តងទៀតក្នុង { $seconds } វិនាទី។
bot-game-over = ល្បែង { $game } ទល់ { $opponent }៖ { $won ->
    [yes] ឈ្នះ
   *[no] ចាញ់
} ({ $how }); ពិន្ទុ { $wins }:{ $losses }
bot-finished = បូតបានបញ្ចប់៖ ឈ្នះ { $wins } ចាញ់ { $losses }

# Ratings: the history's change column, why a game was unrated, one's record by seat order and opponent.
rating-change = ចំណាត់ថ្នាក់ ±
unrated-aborted = គ្មានចំណាត់ថ្នាក់៖ បានបោះបង់
unrated-board = គ្មានចំណាត់ថ្នាក់៖ ក្តារងាយ
unrated-repeat = គ្មានចំណាត់ថ្នាក់៖ លេងគ្នាញឹកពេក
as-first = ឈ្នះពេលដើរមុន
as-second = ឈ្នះពេលដើរក្រោយ
longest-streak = ការឈ្នះជាប់គ្នាវែងបំផុត
opponents = គូប្រកួត

## analysis
mark-kept-win = រក្សាការឈ្នះ
mark-threw-win = បោះបង់ការឈ្នះ
mark-lost = ស្ថានភាពចាញ់
mark-best-trap = ស្ថានភាពចាញ់ អន្ទាក់ល្អបំផុត
mark-unknown = មិនទាន់បញ្ជាក់
history-accuracy = ភាពត្រឹមត្រូវ { $share }%
record-saved = កំណត់ត្រាល្បែង { $game } ត្រូវបានរក្សាទុកក្នុង { $path }។
record-not-saved = មិនអាចរក្សាទុកកំណត់ត្រាល្បែង { $game } បានទេ៖ { $error }។
accuracy-over-time = ភាពត្រឹមត្រូវ
## guests
# A guest's mark beside the name (SSH without a key).
guest = ភ្ញៀវ
# Why a game in the history was unrated: a guest (no key) played it.
unrated-guest = គ្មានចំណាត់ថ្នាក់៖ ភ្ញៀវបានលេង
# Beside the server's bot in a game: its play on this board is proven perfect, or not.
bot-proven-perfect = លេងឥតខ្ចោះ (បានបញ្ជាក់)
bot-not-proven = មិនទាន់បញ្ជាក់ថាឥតខ្ចោះលើក្តារនេះទេ
# After linking a key, on a server with an SSH door ($command: ssh -p PORT NAME@HOST).
key-linked-ssh = កូនសោ { $fingerprint } ឥឡូវនេះ ឱ្យ { $name } ចូលតាម SSH ផងដែរ៖ { $command }
# A guest's one-line banner in the lobby: how to keep the name.
guest-banner = ភ្ញៀវ៖ ដើម្បីរក្សាឈ្មោះ { $name } សូមបង្កើតកូនសោ (ssh-keygen -t ed25519) ហើយត្រឡប់មកវិញជាមួយវា។
## friends
friends-online-title = លើបណ្ដាញ
friends-online-keys = Enter: ប្រកួតតាមការកំណត់ក្នុងទម្រង់  h: លាក់/បង្ហាញខ្ញុំ  r: ផ្ទុកឡើងវិញ  Esc: បិទ
friends-online-empty = គ្មាននរណាម្នាក់លើបណ្ដាញទេ។
friends-you-hidden = អ្នកត្រូវបានលាក់ពីបញ្ជីលើបណ្ដាញ។
friends-you-visible = អ្នកផ្សេងឃើញអ្នកក្នុងបញ្ជីលើបណ្ដាញ។
friends-bot = បូត
friends-prompt-code = លេខកូដល្បែង
friends-prompt-name = ប្រកួតអ្នកលេង (ឈ្មោះ)
friends-prompt-chat = ជជែក
friends-prompt-keys = Enter: ផ្ញើ  Esc: បោះបង់
friends-bad-code = លេខកូដល្បែងមានអក្សរ ឬលេខបួនតួ ដូចជា K7PQ។
friends-challenged = { $from } ប្រកួតអ្នកលេង { $variant } { $width }×{ $height }: y ទទួល n បដិសេធ (ក្នុងឡប់ប៊ី)។
friends-challenge-sent = បានផ្ញើការប្រកួតទៅ { $name }; កំពុងរង់ចាំចម្លើយ។
friends-declined = { $name } បានបដិសេធការប្រកួតរបស់អ្នក។
friends-lapsed-sent = ការប្រកួតរបស់អ្នកទៅ { $name } បានផុតកំណត់។
friends-lapsed-received = ការប្រកួតមកអ្នកបានផុតកំណត់។
friends-code = សម្រាប់មិត្ត: កូដ { $code } (J { $code } ក្នុងឡប់ប៊ី ឬ chomp --join { $code })
friends-chat-muted = បានបិទសំឡេងការជជែក; m បើកវាវិញ។
friends-chat-on = ការជជែកបានបើក។
friends-help = មិត្តភក្ដិ: o បង្ហាញអ្នកលើបណ្ដាញ (Enter ប្រកួតអ្នកដែលបានជ្រើសតាមការកំណត់ក្នុងទម្រង់ h លាក់អ្នក); C ប្រកួតអ្នកលេងតាមឈ្មោះ; y ឬ n ឆ្លើយការប្រកួតដែលអ្នកទទួល។ f បើកល្បែងក្នុងទម្រង់សម្រាប់មិត្ត: វាមិនត្រូវបានរាយ ហើយកូដរបស់វា ដែលបង្ហាញលើអេក្រង់ល្បែង អង្គុយអ្នកដំបូងដែលវាយ J និងកូដក្នុងឡប់ប៊ី (ឬដំណើរការ chomp --join CODE)។ ក្នុងល្បែង t សរសេរបន្ទាត់ជជែកទៅអ្នកលេង និងអ្នកមើល m បិទការជជែក។
cli-bad-join = --join '{ $input }' មិនមែនជាលេខកូដល្បែងទេ: កូដមានអក្សរ ឬលេខបួនតួ ដូចជា K7PQ។
## tourney
bot-tournament-entered = នៅក្នុងការប្រកួត { $tournament } ({ $name })៖ លេងគូដែលវាផ្គូផ្គង។
## board
board-title = ក្ដារវិភាគ
board-play = លេង
board-editor = កែសម្រួល
board-position = ទីតាំង៖ { $notation }
board-steps = ជំហាន { $done } នៃ { $total }
board-over = ល្បែងបានចប់នៅទីតាំងនេះ៖ គ្មានអ្វីត្រូវលេងទេ។
board-wins = អ្នកដែលដល់វេនឈ្នះ ប្រសិនបើលេងល្អបំផុត (បានបញ្ជាក់)។
board-loses = អ្នកដែលដល់វេនចាញ់ ប្រឆាំងនឹងការលេងល្អបំផុត (បានបញ្ជាក់)។
board-unknown = មិនដឹង៖ ម៉ាស៊ីនមិនអាចបញ្ជាក់ក្នុងពេលវេលារបស់វាថាអ្នកណាឈ្នះនៅទីនេះ។ គ្មានការទាយទេ។
board-winning = ការដើរដែលឈ្នះ៖ { $moves }
board-exact = តម្លៃទាំងអស់នៅទីនេះត្រឹមត្រូវ និងបានបញ្ជាក់ (តារាង ឬការស្វែងរកពេញលេញ)។
board-inexact = ហួសតម្លៃត្រឹមត្រូវ៖ W និង L លើក្រឡាត្រូវបានបញ្ជាក់ដោយការស្វែងរក ? គឺមិនដឹង ហើយមិនបង្ហាញតម្លៃ SG ទេ។
board-play-keys = Enter ស៊ីក្រឡា (អ្នកលេងទាំងពីរឆ្លាស់វេន)។ u និង r ថយក្រោយ និងទៅមុខ។ e បើកកម្មវិធីកែសម្រួល។
board-editor-keys = កែសម្រួល៖ Enter ស៊ីក្រឡា ឬដាក់វាវិញ។ f បំពេញក្ដារ x សម្អាតវា។ e បិទកម្មវិធីកែសម្រួល។
board-prompt = ទីតាំង (8,8,5,3 ឬ ichomp 8x8 4,4,2/4,3/4,4,4/1)
board-prompt-keys = Enter៖ កំណត់  Esc៖ បោះបង់
board-error-empty = សូមវាយទីតាំងមួយ ដូចជា 8,8,5,3។
board-error-word = '{ $word }' មិនមែនជាល្បែង ទំហំដូចជា 7x5 ឬទីតាំងដូចជា 8,8,5,3 ទេ។
board-error-size = ទំហំក្ដារនោះមិនត្រូវបានអនុញ្ញាតទេ៖ Chomp មាន 1 ដល់ 32 ក្រឡាក្នុងមួយជ្រុង iChomp មាន 2 ដល់ 32។
board-error-notation = ទីតាំងគឺជាប្រវែងជួរដេកដែលបំបែកដោយក្បៀស (8,8,5,3) ហើយសម្រាប់ iChomp គឺបួនបញ្ជីបែបនេះបំបែកដោយ / (- គឺជាចតុភាគទទេ)។
board-error-staircase = ជួរដេកមួយមិនអាចវែងជាងជួរដេកខាងលើវាបានទេ។
board-error-fit = ទីតាំងនោះធំជាងក្ដារ។
board-error-decided = ទីតាំងនោះត្រូវបានសម្រេចរួចហើយ ដូច្នេះគ្មានអ្វីត្រូវលេងទេ។
board-help = ក្ដារវិភាគ៖ b នៅក្នុងបន្ទប់រង់ចាំ ឬលើល្បែងដែលបានចប់ ឬកំពុងមើលឡើងវិញ បើកវានៅទីតាំងនោះ។ Enter លេងក្រឡាមួយសម្រាប់អ្នកដែលដល់វេន u និង r ថយក្រោយ និងទៅមុខ (Home និង End ទៅជំហានដំបូង និងចុងក្រោយ) n ឬ / វាយទីតាំង (8,8,5,3; ichomp 8x8 4,4,2/4,3/4,4,4/1; 9x7 full) v ប្ដូររវាង Chomp និង iChomp e បើកកម្មវិធីកែសម្រួល (Enter ស៊ីក្រឡា ឬដាក់វាវិញ f ពេញ x ទទេ)។ តម្លៃមកពីម៉ាស៊ីន៖ បានបញ្ជាក់នៅកន្លែងដែលវានិយាយដូច្នោះ និង "មិនដឹង" នៅកន្លែងដែលវាមិនអាចបញ្ជាក់បាន។ នៅក្នុងទម្រង់ល្បែងថ្មី e លើ ចាប់ផ្ដើម វាយការចាប់ផ្ដើមផ្ទាល់ខ្លួនក្នុងការសរសេរដូចគ្នា។
start-prompt = ទីតាំងចាប់ផ្ដើមសម្រាប់ { $size }
keys-board = Enter៖ ស៊ី  u/r៖ ថយ/ទៅមុខ  n៖ ទីតាំង  v៖ ល្បែង  e៖ កែ  ↑↓←→៖ តម្រង់  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-form-start = ←→៖ ពេញ/ចៃដន្យ  e៖ វាយទីតាំង  Enter៖ បង្កើត  ?៖ ជំនួយ  q៖ ចេញ
## tscreen
keys-tournaments = ↑↓  Enter៖ តារាង  n៖ ថ្មី  r៖ ផ្ទុកថ្មី  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-tournament-form = ↑↓៖ វាល  ←→៖ ប្ដូរ  Enter៖ បង្កើត  Esc៖ ត្រឡប់  ?៖ ជំនួយ
keys-standings = ↑↓  J៖ ចូល  L៖ ចាកចេញ  w៖ មើល  r៖ ផ្ទុកថ្មី  Esc៖ បញ្ជី  ?៖ ជំនួយ
tour-title = ការប្រកួត
tour-loading = កំពុងផ្ទុក…
tour-none = ថ្ងៃនេះគ្មានការប្រកួតរង់ចាំ កំពុងដំណើរការ ឬបានបញ្ចប់ទេ៖ n បង្កើតមួយ។
tour-name = ឈ្មោះ
tour-status = ស្ថានភាព
tour-time = ពេល
tour-entrants = អ្នកចូលរួម
tour-format = ទម្រង់
tour-board = ក្ដារ
tour-format-arena = អារ៉ែន
tour-format-round-robin = ជុំវិញ
tour-format-ladder = ជណ្ដើរ
tour-status-waiting = រង់ចាំ
tour-status-running = កំពុងលេង
tour-status-finished = បានបញ្ចប់
tour-starts-in = ចាប់ផ្ដើមក្នុង { $time }
tour-time-left = នៅសល់ { $time }
tour-minutes = នាទី
tour-starts-in-label = ចាប់ផ្ដើមក្នុង
tour-minutes-n = { $n } នាទី
tour-bots = បូត
tour-yes = បាទ
tour-no = ទេ
tour-create = បង្កើតការប្រកួត
tour-new = ការប្រកួតថ្មី
tour-left-mark = បានចេញ
tour-you-entered = អ្នកចូលរួម
tour-player = អ្នកលេង
tour-points = ពិន្ទុ
tour-score = ពិន្ទុ
tour-sb = SB
tour-played = បានលេង
tour-won = ឈ្នះ
tour-streak = ជាប់គ្នា
tour-standings = តារាង
tour-created = ការប្រកួត { $name } ត្រូវបានបង្កើត៖ J ចុះឈ្មោះអ្នក។
tour-joined = អ្នកបានចូល { $name }។
tour-left = អ្នកបានចាកចេញពី { $name }។
tour-refused-create = ម៉ាស៊ីនមេបដិសេធការប្រកួតនេះ៖ ពិនិត្យឈ្មោះ ក្ដារ នាទី និងបូត។
tour-refused-join = មិនអាចចូលការប្រកួតនេះឥឡូវទេ៖ វាបានបញ្ចប់ ឬពេញ ឬអ្នកនៅក្នុងវារួចហើយ។
tour-pairing = ការប្រកួត { $tournament }៖ ល្បែងរបស់អ្នកទល់នឹង { $opponent }
tour-pairing-waits = ការប្រកួត { $tournament }៖ ល្បែងរបស់អ្នកទល់នឹង { $opponent } បានចាប់ផ្ដើម ហើយនាឡិកាកំពុងដើរ។
tour-game-won = ការប្រកួត { $tournament }៖ អ្នកឈ្នះ។ នេះជាតារាង។
tour-game-lost = ការប្រកួត { $tournament }៖ អ្នកចាញ់។ នេះជាតារាង។
tour-game-over = ការប្រកួត { $tournament }៖ ល្បែងរបស់អ្នកបានបញ្ចប់។
tour-not-playing = អ្នកលេងនេះមិនកំពុងលេងទេ។
tour-bad-name = ឈ្មោះការប្រកួតមាន 1 ដល់ 40 តួអក្សរដែលមើលឃើញ។
tour-bad-board = ក្ដារនេះមិនត្រូវបានអនុញ្ញាតទេ៖ 1 ដល់ 32 ក្នុងមួយជ្រុង និងយ៉ាងតិច 2 ក្រឡា (iChomp៖ 2 ដល់ 32)។
tour-bad-minutes = អារ៉ែនមួយមានរយៈពេល 1 ដល់ 720 នាទី។
tour-bad-starts-in = ការប្រកួតចាប់ផ្ដើមក្នុងមួយថ្ងៃ (1440 នាទី)។
tour-bad-bots = ការប្រកួតមួយទទួលបូតម៉ាស៊ីនមេបានច្រើនបំផុត 8។
tour-help = ការប្រកួត៖ T ក្នុងឡប់ប៊ី; n បង្កើត J ចូល L ចាកចេញ w មើល។

## ladder
bot-no-ladder = ម៉ាស៊ីនមេនេះគ្មានជណ្ដើរចំណាត់ថ្នាក់បូតទេ។

## tclient
keys-game-tournament = ព្រួញ៖ តម្រង់  Enter៖ ស៊ី  g៖ គន្លឹះ  X X៖ ចុះចាញ់  Esc៖ តារាង  ?៖ ជំនួយ
keys-game-over-tournament = [ ]៖ លេងឡើងវិញ  Home/End  r៖ ម្តងទៀត  g៖ គន្លឹះ  Esc៖ តារាង  ?៖ ជំនួយ
keys-game-watch-tournament = g៖ គន្លឹះ  [ ]៖ លេងឡើងវិញ  H៖ ប្រវត្តិ  S៖ ស្ថិតិ  Esc៖ តារាង  ?៖ ជំនួយ
tour-pairing-switch = P ប្ដូរទៅវាឥឡូវនេះ; បើមិនដូច្នោះទេ វាបើកដោយខ្លួនឯងពេលល្បែងនេះចប់។
