# The widget's words in Chinese, simplified script (zh-Hans), translated from en.ftl, which is the reference: every text a learner or an author reads in the widget, one message
# each (Project Fluent's syntax: https://projectfluent.org/fluent/guide/). Other languages have a
# file of their own beside this one with the same message ids and the same $variables.
# Numbers are given to the messages already written out ($value and the like, in the reader's own
# digits); a count that chooses a plural form is given as a number.
#
# Sections: each room keeps its messages in its own section, ids prefixed with the room's name.
# Arguments named $value, $expected and the like are exact numbers already written in the reader's
# digits; $count-like arguments are numbers that choose a plural form.


## Core: messages the WebAssembly core returns as ids with arguments (cpp/message.hpp): refusals,
## answer checking, the question bank's prompts, hints, worked solutions and slip names.

## Ids start with "core-".

# Between two messages of one text (a worked step of several sentences, a verdict and its slip).
core-sentence-gap = { "" }
core-value-equals = = { $value }
core-value-approximately = ≈ { $value }
core-value-in-parentheses = ({ $value })
core-word-sine = 正弦
core-word-cosine = 余弦
core-word-layout-interleaved = 交错
core-word-layout-concatenated = 拼接
core-unreadable-answer-too-long = 答案太长，不可能是一个数（超过 { $max } 个字符）。
core-unreadable-not-a-number = 无法从“{ $typed }”中读出数字。
core-unreadable-no-digits = 答案有正负号或小数点，但没有数字。
core-unreadable-after-the-number = 无法识别数字后面的“{ $rest }”。
core-answer-unreadable = { $problem }请输入一个小数，例如 { $example }。
core-answer-correct = 正确：{ $value } 与精确值 { $exact } 在 { $decimals } 位小数上一致。
core-answer-too-few-decimals = 目前为止是对的，但 { $value } 只有 { $typed } 位小数；题目要求至少 { $asked } 位小数。请保留结果的更多位数。
core-answer-too-small = 还不对：{ $value } 偏小，差值超过了 { $tolerance }，即 { $decimals } 位小数所允许的误差。{ $advice }
core-answer-too-large = 还不对：{ $value } 偏大，差值超过了 { $tolerance }，即 { $decimals } 位小数所允许的误差。{ $advice }
core-answer-advice-check-each-step = 这不是舍入的问题：请检查解题过程的每一步。
core-answer-advice-round-not-cut = 不过已经很接近了：请检查计算结果的最后几位，并将最后一位四舍五入，而不是直接截掉。
core-answer-advice-check-rounding = 不过已经很接近了：请检查计算结果的最后几位以及你的舍入方式。
core-answer-truncated = 还不对：{ $value } 看起来是把精确值在 { $typed } 位小数之后直接截断，而不是四舍五入。被舍去的数字至少相当于所保留最后一位的半个单位，因此这一位应当进一（远离零的方向）。
core-answer-truncated-too-few-decimals = 还不对：{ $value } 看起来是把精确值在 { $typed } 位小数之后直接截断，而不是四舍五入。被舍去的数字至少相当于所保留最后一位的半个单位，因此这一位应当进一（远离零的方向）；此外，题目要求至少 { $asked } 位小数。
core-answer-slip = 还不对：{ $value } 与一个常见错误相符。{ $explanation }
# The settings a question is for, after its prompt. $topic: sinusoidal or rope; $layout: none (the
# question does not depend on it), interleaved, concatenated (the 2017 encoding's layouts) or
# rope-interleaved, rope-concatenated (RoPE's pairs); $numbered: yes when the origin matters.
core-settings-note = （{ $topic ->
        [rope] RoPE，d = { $d }
       *[sinusoidal] d_model = { $d }
    }，底数 { $base }{ $layout ->
        [interleaved] ，交错布局
        [concatenated] ，拼接布局
        [rope-interleaved] ，配对 (2k, 2k + 1)
        [rope-concatenated] ，配对 (k, k + d/2)
       *[none] {""}
    }{ $numbered ->
        [yes] ，词元从 { $origin } 开始编号
       *[no] {""}
    }）
core-formula-omega-zero = ω_0 = { $base }^0 = 1
core-formula-omega = ω_{ $k } = { $base }^(−{ $twoK }/{ $dModel }) ≈ { $omega }
core-formula-theta-zero = θ_0 = { $base }^0 = 1
core-formula-theta = θ_{ $k } = { $base }^(−{ $twoK }/{ $d }) ≈ { $theta }
core-list-gap = ；
core-list-gap-skipped = ；…；
core-list-end = 。
core-step-dot-terms = 各项：
core-step-dot-term = k = { $k }：cos({ $omega } × { $gap }) ≈ { $cosine }{ $after }
core-list-gap-more = ；…。
core-vector-list = [{ $entries }]
core-vector-sparse = { $entries }，其余为 0
core-vector-zero = 全为零
core-step-rope-score-term = k = { $k }（坐标 { $first }、{ $second }）：{ $dot } × cos({ $angle }) + { $cross } × sin({ $angle }) ≈ { $term }{ $after }
core-step-rope-score-no-terms = q 或 k 的每一对都为零。
core-refuse-option-index = { $name } 必须是选项的编号，即 0 到 { $last } 之间的整数；收到的是 { $received }。
core-check-choose-an-option = 请按编号（0 到 { $last }）或字母（a 到 { $lastLetter }）从 { $count } 个选项中选择一个。
core-check-option-correct = 正确：选项 { $option }（“{ $statement }”）是对的。
core-check-option-wrong = 还不对：选项 { $option }（“{ $statement }”）不成立。
core-slip-name-degrees = 误用角度制
core-slip-name-sin-cos-swapped = 正弦和余弦弄反了
core-slip-name-origin-off-by-one = 索引起点差 1
core-slip-name-exponent-uses-i = 用 i 而不是 2k 构造指数
core-slip-name-wrong-pair = 用了另一对的频率
core-slip-name-layout-concatenated = 用了拼接布局而不是交错布局
core-slip-name-layout-interleaved = 用了交错布局而不是拼接布局
core-slip-name-truncated = 直接截断而不是四舍五入
core-slip-name-angle-instead-of-value = 给出了角度而不是它的正弦或余弦
core-slip-name-all-zeros-at-position-zero = 把 PE(0) 当作全零
core-slip-name-base-matters-at-zero = 以为底数在位置 0 处有影响
core-slip-name-full-vector-repeats = 以为整个向量随最快的一对一起重复
core-slip-name-fastest-pair-changes = 以为最快的一对不会重复
core-slip-name-aliasing-base-specific = 以为重复取决于底数
core-slip-name-rotation-sign = 旋转方向错误
core-slip-name-rotation-uses-position = 按位置的角度而不是偏移的角度旋转
core-slip-name-wavelength-missing-2pi = 波长漏了因子 2π
core-slip-name-wavelength-as-frequency = 给出了频率而不是波长
core-slip-name-wavelength-uses-full-base = 把指数当作 1 而不是 (d_model − 2)/d_model
core-slip-name-wavelength-fastest-pair = 给出了最快一对而不是最慢一对的波长
core-slip-name-base-too-small = 所选底数的最长波长短于上下文
core-slip-name-base-lambda-missing-2pi = 选择底数时漏了因子 2π
core-slip-name-base-larger-than-needed = 底数比所需的大
core-slip-name-dot-single-pair = 只算了一对
core-slip-name-dot-d-model = 算了 d_model 项而不是 d_model/2 项
core-slip-name-dot-uses-positions = 把位置相加而不是相减
core-slip-name-dot-sines-only = 只对正弦乘积求和
core-slip-name-rope-absolute-offset = 对带符号的偏移用了 |m − n|
core-slip-name-rope-clockwise = 误按顺时针旋转
core-slip-name-rope-one-based-index = 把 RoFormer 从 1 开始的 i 当作代码中的 k
core-slip-name-ntk-exponent-dropped = 漏掉了 NTK 的指数 d/(d − 2)
core-slip-name-interpolation-on-base = 把位置插值用在底数上而不是位置上
core-unreadable-answer-empty = 答案为空。
core-unreadable-answer-contains-control-character-which-not = 答案中含有不属于数字的控制字符。
core-unreadable-nan-not-number-can-checked = NaN 不是可以检查的数。
core-unreadable-infinity-not-answer-can-checked = 无穷大（Infinity）不是可以检查的答案。
core-unreadable-hexadecimal-numbers-not-accepted-write-value = 不接受十六进制数；请用十进制写出数值。
core-unreadable-grouping-separator = 答案“{ $typed }”似乎对数字按千位分组（用了空格、点、逗号或 ٬），这会造成歧义；请只用一个小数点书写，不要使用千位分隔符。
core-unreadable-two-decimal-marks = 答案“{ $typed }”有不止一个小数点；一个数最多只有一个小数点（点或逗号）。
core-unreadable-mixed-scripts = 答案“{ $typed }”混用了两种文字的数字（例如 0-9 和 ٠-٩）；请用同一种文字书写所有数字。
core-unreadable-exponent-after-e-has-no-digits = “e”后面的指数没有数字（例如应写成 2e-2）。
core-unreadable-number-too-large-read = 数字太大，无法读取。
core-refuse-decimals-must-whole-number-from-0 = decimals 必须是 0 到 { $maxDecimals } 之间的整数；收到的是 { $decimals }。
core-refuse-expected-must-finite-number-received = expected 必须是有限数；收到的是 { $expected }。
core-refuse-power-ten-must-whole-number-from = 10 的幂次必须是 -400 到 400 之间的整数；收到的是 { $power }。
core-refuse-quantity-has-no-value-core-can = 这个量没有核心能够计算的值：对非正数取对数或求幂、除以零，或者参数过大。
core-refuse-quantity-written-with-at-most-18 = 一个量最多用 18 位数字书写；在 10 的幂次为 { $power } 时，它的位数超过了这个限制。
core-slip-explain-all-zeros-at-position-zero = 看起来把位置 0 处的 PE 当成了全零。那里只有正弦为 0；每个余弦坐标都是 cos 0 = 1。
core-slip-explain-degrees = 看起来误用了角度制：{ $fn }({ $angle }°) = { $value }。公式中的角度以弧度为单位，所以该值为 { $fn }({ $angle } 弧度)。
core-slip-explain-sin-cos-swapped = 看起来正弦和余弦弄反了：{ $swappedFn }({ $angle }) = { $value }，但在{ $layout }布局中，坐标 { $coordinate } 存放的是第 { $pair } 对的{ $function }。
core-slip-explain-position-counted-from-one = 看起来位置是从 1 开始数的，取了 pos = { $pos } − 1 = { $posMinusOne }：这样得到 { $value }。PE({ $pos }) 位于公式位置 pos = { $pos }，从 0 开始数。
core-slip-explain-position-plus-one = 看起来给位置加了 1：取 pos = { $pos } + 1 = { $posPlusOne } 会得到 { $value }。公式直接使用给定的位置，pos = { $pos }。
core-slip-explain-token-as-position = 看起来把词元编号当作了位置：取 pos = { $token } 会得到 { $value }。这里词元从 1 开始编号，因此词元 { $token } 位于位置 { $token } − 1 = { $pos }。
core-slip-explain-token-counted-from-one = 看起来位置是从 1 开始数的：取 pos = { $token } + 1 = { $posPlusOne } 会得到 { $value }。这里词元从 0 开始编号，因此词元 { $token } 位于位置 { $pos }。
core-slip-explain-token-minus-one = 看起来从词元编号中减去了 1：取 pos = { $token } − 1 = { $pos } 会得到 { $value }。这里词元从 0 开始编号，因此不需要减：pos = { $token }。
core-slip-explain-exponent-uses-i = 看起来指数是用坐标索引 i = { $coordinate } 而不是 2k = { $twoK } 构造的：{ $fn }({ $pos } / { $base }^({ $coordinate }/{ $dModel })) = { $value }。第 k 对的两个坐标共用指数 2k/d_model。
core-slip-explain-exponent-uses-two-i = 看起来指数用了 2i = { $twoI } 而不是 2k = { $twoK }：{ $fn }({ $pos } / { $base }^({ $twoI }/{ $dModel })) = { $value }。在 PE(pos, 2k) 中，2k 是该对的偶数坐标，而不是坐标索引的两倍。
core-slip-explain-other-layout = 看起来用了{ $usedLayout }布局：在该布局中坐标 { $coordinate } 是第 { $usedPair } 对的{ $usedFunction }，由此得到 { $value }。本题使用{ $layout }布局，在该布局中它是第 { $pair } 对的{ $function }。
core-slip-explain-pair-zero-frequency = 看起来像第 0 对那样把位置直接当作了角度：{ $fn }({ $pos }) = { $value }。坐标 { $coordinate } 属于对 k = { $pair }，因此要先把位置除以 { $base }^({ $twoK }/{ $dModel })：角度为 { $theta } 弧度。
core-slip-explain-neighbour-pair = 看起来用了第 { $usedPair } 对的频率：{ $fn }({ $pos } / { $base }^({ $twoJ }/{ $dModel })) = { $value }。坐标 { $coordinate } 属于对 k = { $pair }，因此指数是 2k/d_model，其中 k = { $pair }。
core-slip-explain-angle-instead-of-value = 看起来答案停在了角度这一步，即 { $angle } 弧度。坐标是该角度的{ $function }，其值总是在 −1 和 1 之间。
core-refuse-layout-must-interleaved-sin-cos-sin = layout 必须是 "interleaved"（sin, cos, sin, cos, …，与论文相同）或 "concatenated"（先是全部正弦，再是全部余弦）；收到的是“{ $name }”。
core-refuse-d-model-must-positive-even-integer = d_model 必须是正偶数，因为坐标成对出现（正弦–余弦对），每对共用一个频率；收到的是 { $dModel }。
core-refuse-d-model-too-large = d_model 最大为 { $max }，以免页面失去响应；收到的是 { $received }。
core-refuse-base-must-finite-number-greater-than = base 必须是大于 1 的有限数，这样频率才会一对比一对低；收到的是 { $base }。
core-refuse-coordinate-index-must-whole-number-from = 坐标索引必须是 0 到 { $dModel }（d_model - 1）之间的整数；收到的是 { $i }。
core-refuse-pair-index-k-must-whole-number = 对编号 k 必须是 0 到 { $pairs }（d_model/2 - 1）之间的整数；收到的是 { $k }。
core-refuse-position-not-finite = { $name }必须是有限数；收到的是 { $received }。
core-refuse-position-beyond-2-53 = { $name }的大小最多为 2^53 = 9007199254740992，因为超过该值后，双精度浮点数（double）无法表示每一个整数词元编号：算出的位置将不是所要求的那个；收到的是 { $received }。
core-subject-position = 位置
core-subject-offset = 偏移
core-subject-query-position = 查询的位置 m
core-subject-key-position = 键的位置 n
core-subject-relative-distance = 相对距离 r
core-refuse-origin-must-0-or-1-number = origin 必须是 0 或 1（第一个词元的编号）；收到的是 { $origin }。
core-refuse-token-not-whole = { $name }必须是大小不超过 10^15 的整数；收到的是 { $received }。
core-name-token-number = 词元编号
core-name-offset = 偏移
core-name-query-token-number = 查询的词元编号 m
core-name-key-token-number = 键的词元编号 n
core-refuse-table-too-large = { $positions } 个位置 × d_model { $dModel } 的表格超过了 { $max } 个值，即本页面一次最多能计算的数量；请减少位置数量或使用更小的 d_model。
core-refuse-exact-quantitys-operation-not-one-cores = 精确量的运算 { $code } 不是核心的运算之一（0 到 15）。
core-refuse-exact-quantitys-number-must-finite-number = 精确量在运算 0 之后的数必须是有限数。
core-refuse-exact-quantitys-operation-lacks-operand = 精确量的运算 { $code } 缺少操作数。
core-refuse-exact-quantitys-power-base-n-d = 精确量的幂 base^(n/d) 需要三个数：大于 0 的底数、n，以及大于 0 的 d。
core-refuse-exact-quantitys-sum-over-pairs-takes = 精确量的逐对求和需要五个数：两个不超过 2^53 的位置、一个大于 1 的底数、一个偶数 d_model，以及 1 到 d_model/2 之间的对数。
core-refuse-exact-quantity-nests-more-than-values = 精确量嵌套的值超过 { $stack } 个。
core-refuse-exact-quantity-must-leave-one-value = 精确量最后必须只剩一个值；这个量剩下 { $depth } 个。
core-prompt-aliasing-fastest-pair-k-0-0-1 = 最快的一对（k = 0，ω_0 = 1）的周期恰好是 2π，因此在公式位置 pos = { $piMultiple }π ≈ { $pos } 处，它的正弦和余弦回到 0 和 1，与 pos = 0 处相同。向量的其余部分也会重复吗？请计算 pos = { $piMultiple }π 处的坐标 { $i }（它属于对 k = { $pair }）；这里的 pos 是公式位置，不是词元编号。请至少保留 { $decimals } 位小数。
core-hint-aliasing-pair-k-turns-at-k-b = 第 k 对的频率为 ω_k = b^(−2k/d_model)；在 pos = { $piMultiple }π 处，其角度为 ω_k × { $piMultiple }π，只有当 ω_k × { $turns } 是整数时，它才是整数圈。
core-step-aliasing-frequency = 它的频率为 { $frequency }。
core-step-aliasing-at-pos-angle-rad-turns = 在 pos = { $piMultiple }π 处，角度为 θ = { $omega } × { $pos } ≈ { $theta } 弧度，即 { $theta4 } 圈。
core-step-aliasing-while-at-pos-0-same-coordinate = { $f }({ $theta }) ≈ { $value }，而在 pos = 0 处，同一坐标为 { $f } 0 = { $isSine }。
core-step-aliasing-with-d-model-2-there-only = 当 d_model = 2 时只有最快的一对，因此这里整个向量确实会重复：这正是编码要使用许多不同频率的对的原因之一。
core-step-aliasing-pe-pe-0-although-fastest-pair = 因此，尽管最快的一对重复了，PE({ $piMultiple }π) ≠ PE(0)：单个对可能发生混叠，但要让整个向量重复，所有对必须同时转完整数圈，而频率的分散使得这在任何现实范围内都不会发生。
core-slip-aliasing-whole-vector-assumed-repeat-with-fastest = 看起来以为整个向量会随最快的一对一起重复，这样得到的是 pos = 0 处的值 { $atZero }。第 { $pair } 对的频率为 ω = { $omega }，因此到 pos = { $piMultiple }π 时它转过了 { $theta } 弧度，并不是整数圈。
core-refuse-aliasing-choice-question-needs-d-model = 混叠选择题要求 d_model 至少为 4：当 d_model = 2 时，唯一的一对会重复，整个向量也随之重复。
core-aliasing-only-fastest-pair-completes-whole-turns = 在 { $piMultiple }π 内只有最快的一对转完整数圈；其他对的频率较低，最终停在各自圆周上的其他位置。
core-aliasing-fastest-pair-has-0-1-period = 最快的一对 ω_0 = 1，周期恰好为 2π，因此经过 { $piMultiple }π 后它恰好回到原处。
core-prompt-aliasing-settings-d-model-base-at-formula = 设置：d_model = { $dModel }，底数 { $base }。在公式位置 p 和 p + { $piMultiple }π 处，最快的一对（ω_0 = 1）的正弦和余弦完全相同。关于完整向量 PE(p) 和 PE(p + { $piMultiple }π)，可以得出什么结论？
core-hint-aliasing-compare-angle-each-pair-turns-through = 将每一对在 { $piMultiple }π 内转过的角度与整数圈比较。
core-step-aliasing-over-fastest-pair-turns-whole-turn = 在 { $piMultiple }π ≈ { $pos } 内，最快的一对转过 { $turns } 个整圈并回到原处。
core-step-aliasing-pair-1-has-turns-through-rad = 第 1 对的频率为 { $frequency }，因此它转过 { $theta1 } 弧度，即 { $theta12 } 圈：从 p = 0 开始，它的正弦从 0 变为 { $sinOf }。
core-step-aliasing-pe-p-pe-p-one-pair = 因此 PE(p) ≠ PE(p + { $piMultiple }π)：单个对可能发生混叠，但只有当每一对同时转完整数圈时，向量才会重复。
core-question-kind-coordinate = 坐标题（coordinate）
core-question-kind-aliasing = 混叠题（aliasing）
core-question-kind-rotation = 旋转题（rotation）
core-question-kind-wavelength = 波长题（wavelength）
core-question-kind-dot = 点积题（dot）
core-question-kind-rope-angle = RoPE 角度题（rope-angle）
core-question-kind-rope-score = RoPE 分数题（rope-score）
core-question-kind-rope-scaled = RoPE 缩放题（rope-scaled）
core-question-kind-rope-turns = RoPE 圈数题（rope-turns）
core-question-kind-position-zero-choice = 位置零选择题（position-zero-choice）
core-refuse-spec-unknown-parameter = 题目规格：{ $name } 不是{ $question }的参数，该题型接受 { $others } 和 { $last }。
core-refuse-spec-unknown-parameter-takes-one = 题目规格：{ $name } 不是{ $question }的参数，该题型只接受 { $last }。
core-refuse-spec-given-twice = 题目规格：{ $name } 给出了两次。
core-refuse-spec-missing = 题目规格：{ $question }需要 { $name }；{ $rule }。
core-refuse-spec-not-a-number = 题目规格：{ $name } = { $received } 不是数；{ $rule }。
core-refuse-spec-out-of-range = 题目规格：{ $name } = { $received } 超出范围；{ $rule }。
core-refuse-spec-not-a-list = 题目规格：{ $name } = { $received } 不是列表；{ $rule }。
core-refuse-spec-entry-out-of-range = 题目规格：{ $name } 超出范围；{ $rule }。
core-refuse-spec-entry-missing = 题目规格：{ $name } 需要 { $stem }{ $missing }]；{ $rule }。
core-refuse-spec-not-an-object = 题目规格：{ $name } = { $received } 不是对象，应类似 { $example }。
core-refuse-spec-object-missing = 题目规格：{ $question }需要 { $name }，即一个类似 { $example } 的对象。
core-refuse-spec-not-allowed = 题目规格：不允许 { $name } = { $received }；{ $rule }。
core-refuse-spec-kind-missing = 题目规格：缺少 kind；它应为 { $kinds } 或 { $last } 之一。
core-refuse-spec-kind-unknown = 题目规格：kind“{ $kind }”不是题型；它应为 { $kinds } 或 { $last } 之一。
core-rule-decimals = decimals 是 1 到 { $max } 之间的整数
core-rule-token = 词元编号是 { $origin } 到 10^15 之间的整数（词元从 { $origin } 开始编号）
core-rule-rope-token = 词元编号是 { $origin } 到 10^6 之间的整数（词元从 { $origin } 开始编号）
core-rule-pair = 当 d_model = { $dModel } 时，对编号 k 是 0 到 { $last } 之间的整数
core-rule-coordinate = 当 d_model = { $dModel } 时，坐标索引是 0 到 { $last } 之间的整数
core-rule-offset = 从词元编号 { $token } 出发，偏移是 { $lowest } 到 { $highest } 之间的整数，这样才能落在 { $origin } 到 10^15 之间的词元编号上
core-rule-rope-score-vectors = 当 d_model = { $dModel } 时，q 和 k 是由 { $dModel } 个 −1000 到 1000 之间的数组成的列表（q[0] 到 q[{ $last }]）
core-rule-turns = turns 是 1 到 1000 之间的整数
core-rule-context = 上下文长度是 1 到 10^12 之间的整数（以词元计）
core-rule-rope-scaled-quantity = quantity 为 "frequency"（θ'_k）或 "wavelength"（λ'_k）
core-refuse-seed-must-whole-number-from-0 = seed 必须是 0 到 2^53（9007199254740992）之间的整数；收到的是 { $seed }。
core-refuse-count-must-whole-number-from-1 = count 必须是 1 到 { $maxQuizCount } 之间的整数（一次测验中的题目数）；收到的是 { $count }。
core-refuse-topics-must-sinusoidal-2017-encoding-rope = topics 必须是 "sinusoidal"（2017 年的编码）、"rope" 或 "both"；收到的是“{ $topics }”。
core-refuse-coordinate-question-about-cell-b-c = 坐标题针对的是单元格 A、B、C 或 F；收到的是“{ $std }”。
core-prompt-coordinate-first-token-token-number-what-coordinate = 第一个词元的编号为 { $token }。它的位置编码的坐标 { $i } 是多少？
core-hint-coordinate-work-out-formula-position-first-token = 先算出第一个词元的公式位置（pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }），再想想正弦和余弦在该角度处的值。
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = 坐标 { $i } 属于最快的一对（k = 0，ω_0 = 1）。对于词元编号 { $token }，它的值是多少？
core-hint-coordinate-with-0-1-angle-radians-equals = 由于 ω_0 = 1，以弧度计的角度就等于位置 pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }。转一整圈是 2π ≈ 6.2832 个位置，所以看看它比整数圈多出多少。
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = 坐标 { $i } 属于最慢的一对（k = { $pair }）。对于词元编号 { $token }，它的值是多少？
core-hint-coordinate-slowest-pair-has-over-small-arc = 最慢的一对的频率为 ω = { $base }^(−{ $pair }/{ $dModel })。在一段小弧上，正弦略小于角度本身（sin x ≈ x − x³/6）。
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = 词元编号 { $token } 的位置编码的坐标 { $i } 是多少？
core-hint-coordinate-find-pair-k-coordinate-frequency-k = 先找出该坐标所属的对 k 及其频率 ω_k = b^(−2k/d_model)，再求角度 pos·ω_k（以弧度计，pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }）的{ $function }。
core-prompt-coordinate-token-number-lies-far-beyond-short = 词元编号 { $token } 远远超出了较短的训练长度。它的位置编码的坐标 { $i } 是多少？
core-hint-coordinate-angle-pos-k-large-but-sine = 角度 pos·ω_k 很大，但正弦和余弦每隔 2π 重复一次：请以弧度计算（或先减去整数圈）。
core-prompt-coordinate-give-at-least-decimal-place = 请至少保留 { $decimals } 位小数。
core-step-coordinate-token-number-with-tokens-numbered-from = 词元从 { $o } 开始编号时，词元编号 { $token } 位于公式位置 pos = { $from ->
        [zero] { $pos }
       *[one] { $token } − { $o } = { $pos }
    }。
core-step-coordinate-frequency = 它的频率为 { $frequency }。
core-step-coordinate-angle-pos-rad = 角度为 θ = pos · ω_{ $pair } = { $pos } × { $omega } { $theta } 弧度。
core-step-coordinate-every-pair-has-angle-0-at = 在 pos = 0 处每一对的角度都是 0，而 sin 0 = 0、cos 0 = 1，因此坐标 { $i } 为 { $f } 0 = { $value }。
core-step-coordinate-pe-0-not-zero-vector-all = PE(0) 不是零向量：无论底数是多少，所有正弦都是 0，所有余弦都是 1（这里为 { $vectorAtZero }）。
core-step-coordinate-nearest-turns = 最接近的整数圈是 { $turns } 圈（{ $turns } × 2π ≈ { $turnsAngle }），因此角度比它{ $side } { $rest } 弧度，接近圆周的起点。
core-step-coordinate-value-after-turns = { $fn }({ $angle }) = { $fn }({ $rest }) ≈ { $value }，保留 { $decimals } 位小数为 { $rounded }。
core-step-coordinate-value = { $fn }({ $angle }) ≈ { $value }，保留 { $decimals } 位小数为 { $rounded }。
core-step-coordinate-fastest-pair-comes-back-close-start = 最快的一对每隔 2π ≈ 6.28 个位置就回到起点附近，但从不会恰好在某个整数位置上回到起点；较慢的对能区分这些位置。
core-step-coordinate-only-full-turn-small-arc = 这只是一整圈的 { $theta }，是一段小弧。
core-step-coordinate-sine-below-angle-only-about-6 = 正弦只比角度小约 θ³/6 ≈ { $theta }：这一对随位置几乎线性变化，因此它是一个粗略的全局位置信号。
core-step-coordinate-about-turns-removing-whole-turns-leaves = 这大约是 { $theta } 圈；去掉 { $turns } 个整圈后剩下 { $theta2 } 弧度。
core-step-coordinate-however-large-position-every-coordinate-stays = 无论位置多大，每个坐标都保持在 [−1, 1] 内，整个向量的长度为 √(d_model/2) ≈ { $powOf }：没有任何量随位置增长。
core-prompt-dot-what-dot-product-pe-pe-encodings = 词元编号 { $tokenP } 和 { $tokenQ } 的编码的点积 PE({ $tokenP }) · PE({ $tokenQ }) 是多少？请至少保留 { $decimals } 位小数。
core-step-dot-each-pair-k-contributes-sin-k = 每一对 k 贡献 sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q))，因此 PE(p) · PE(q) = Σ_k cos(ω_k (p − q))，对全部 { $pairs } 对求和。
core-step-dot-gap-p-q-index-origin-cancels = 间隔为 p − q = { $tokenP } − { $tokenQ } = { $gap }（索引起点在差中相互抵消，布局只改变各项的顺序）。
core-step-dot-sum = 总和：{ $value }，保留 { $decimals } 位小数为 { $rounded }。
core-step-dot-at-zero-gap-every-term-cos = 间隔为零时每一项都是 cos 0 = 1，因此点积为 d_model/2 = { $pairs }：对每个词元，|PE(t)|² 都相同。
core-step-dot-swapping-two-tokens-turns-gap-into = 交换两个词元会使间隔变为 { $gap }，而余弦是偶函数，因此值不变；任意两个相距 { $std } 的词元也给出同样的值。
core-slip-dot-only-pair-counted-cos-dot-product = 看起来只算了第 { $k } 对：cos(ω_{ $k } × { $gap }) ≈ { $vValue }。点积要对全部 { $pairs } 对各加一个这样的项。
core-slip-dot-every-coordinate-counted-as-full-term = 看起来把每个坐标都算成了完整的一项，使总和翻倍：{ $value }。每一对给出一项，sin·sin + cos·cos = cos(ω_k (p − q))，因此共有 d_model/2 项，而不是 d_model 项。
core-slip-dot-positions-added-k-cos-k-p = 看起来把位置相加了：Σ_k cos(ω_k (p + q)) ≈ { $sumPositions }。恒等式给出的是 cos(ω_k (p − q))：只有间隔起作用。
core-slip-dot-only-sine-products-summed-k-sin = 看起来只对正弦乘积求了和：Σ_k sin(ω_k p) sin(ω_k q) ≈ { $sines }。每一对贡献 sin·sin + cos·cos。
core-slip-dot-angles-taken-degrees-k-cos-k = 看起来误用了角度制：Σ_k cos(ω_k · { $gap }°) ≈ { $degrees }。公式中的角度以弧度为单位。
core-slip-dot-exponent-built-from-pair-index-k = 看起来指数是用对编号 k 而不是 2k 构造的，即 b^(k/d_model)：这样得到 { $exponentK }。第 k 对的频率是 b^(−2k/d_model)。
core-prompt-position-zero-which-statement-describes-positional-encoding-first = 下列哪个说法描述了第一个词元（词元编号 { $origin }）的位置编码？
core-step-position-zero-token-number-at-formula-position-pos = 词元编号 { $origin } 位于公式位置 pos = { $from ->
        [zero] 0
       *[one] { $origin } − { $origin } = 0
    }。
core-step-position-zero-every-pairs-angle-k-0-0 = 无论 ω_k 是多少，每一对的角度都是 ω_k · 0 = 0，因此每个正弦都是 sin 0 = 0，每个余弦都是 cos 0 = 1。
core-step-position-zero-pe-0-layout-fixed-pattern-length = 因此在{ $layout }布局中 PE(0) = { $vectorAtZero }：这是一个长度为 √(d_model/2) 的固定模式，而不是零向量。
core-refuse-turns-must-whole-number-from-1 = turns 必须是 1 到 1000 之间的整数；收到的是 { $turns }。
core-refuse-context-length-must-whole-number-tokens = 上下文长度必须是 1 到 10^12 之间的整数（以词元计）；收到的是 { $context }。
core-refuse-option-order-must-permutation-0-1 = 选项顺序必须是 0、1、2、3 的一个排列。
core-refuse-question-asks-for-1-decimals-received = 题目要求的小数位数为 1 到 { $maxDecimals }；收到的是 { $decimals }。
core-refuse-rope-token-out-of-range = { $name }必须是 { $origin } 到 10^6 之间的整数（词元从 { $origin } 开始编号）；收到的是 { $received }。
core-step-question-builder-interleaved-layout-even-coordinates-sines-odd = 在交错布局中，偶数坐标是正弦，奇数坐标是余弦，坐标 2k 和 2k + 1 组成第 k 对；因此坐标 { $i } 是对 k = { $pair } 的{ $function }。
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines = 在拼接布局中，坐标 0 到 { $half } 是正弦，{ $half1 } 到 { $dModel } 是余弦，因此坐标 { $i } 是对 k = { $i } 的{ $function }。
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 = 在拼接布局中，坐标 0 到 { $half } 是正弦，{ $half1 } 到 { $dModel } 是余弦，因此坐标 { $i } 是对 k = { $i } − { $half1 } = { $pair } 的{ $function }。
core-prompt-rope-angle-rope-turns-pair-k-coordinates-query = RoPE 将词元编号 { $token } 的查询或键的对 k = { $k }（坐标 { $first } 和 { $second }）旋转一个角度。这个角度以弧度计是多少（逆时针为正，取完整乘积 m·θ_k，不去掉整数圈）？请至少保留 { $decimals } 位小数。
core-step-rope-angle-tokens-position-m = 该词元的位置为 m = { $from ->
        [zero] { $m }
       *[one] { $token } − { $o } = { $m }
    }。
core-step-rope-angle-pair-k-turns-at-rad-per = 对 k = { $k } 的转速为每个位置 { $frequency } 弧度。
core-step-rope-angle-angle-m-rad-counter-clockwise-roformers = 角度为 m·θ_{ $k } = { $m } × { $theta } { $angle } 弧度，逆时针方向：RoFormer 的块 [[cos, −sin], [sin, cos]] 将 (x_a, x_b) 变为 (x_a cos − x_b sin, x_a sin + x_b cos)。
core-step-rope-angle-whole-turn-rad-more-layout-decides = 这是 { $turns } 个整圈再加 { $angle } 弧度；布局只决定哪两个坐标组成这一对，不影响角度。
core-step-rope-angle-less-than-one-turn-layout-decides = 这不到一圈；布局只决定哪两个坐标组成这一对，不影响角度。
core-slip-rope-angle-pair-turned-clockwise-m-k-rope = 看起来把这一对按顺时针旋转了：即 −m·θ_k { $angle }。RoPE 按逆时针旋转，角度为 +m·θ_k。
core-slip-rope-angle-angle-given-degrees-question-asks-for = 看起来给出的是角度制的值：{ $inDegrees }°。题目要求以弧度为单位。
core-slip-rope-angle-roformers-i-b-2-i-1 = 看起来用了 RoFormer 的 θ_i = b^(−2(i − 1)/d)，并把其从 1 开始的 i 当作 k = { $k }：这样得到 m × { $base }^(−{ $k2 }/{ $dModel }) { $oneBased }。RoFormer 从 i = 1 开始给对计数；代码中的 k 从 0 开始，θ_k = b^(−2k/d)。
core-slip-rope-angle-position-taken-as-instead-m-gives = 看起来把位置取成了 { $off }，而不是 m = { $m }：这样得到 { $shifted }。词元从 { $o } 开始编号时，词元编号 { $token } 位于位置 { $m }。
core-scaling-linear = 位置插值（线性缩放，因子 { $factor }）
core-scaling-ntk = NTK-aware 缩放（因子 { $factor }）
core-scaling-dynamic = 动态 NTK 缩放（因子 { $factor }，原始上下文 { $originalContext }，序列长度 { $length } 个词元）
core-scaling-yarn = YaRN（因子 { $factor }，原始上下文 { $originalContext }，betaFast { $betaFast }，betaSlow { $betaSlow }{ $truncate }）
core-scaling-llama3 = Llama 3.1 的缩放（llama3：因子 { $factor }，原始上下文 { $originalContext }，lowFreqFactor { $lowFreqFactor }，highFreqFactor { $highFreqFactor }）
core-refuse-rope-scaled-question-needs-scaling-method = RoPE 缩放题需要指定缩放方法，但未收到。
core-prompt-rope-scaled-wavelength = 用{ $method }扩展模型的上下文。缩放后，对 k = { $k } 的波长 λ'_{ $k } = 2π/θ'_{ $k } 是多少（以位置数计）？请至少保留 { $decimals } 位小数。
core-prompt-rope-scaled-frequency = 用{ $method }扩展模型的上下文。缩放后，对 k = { $k } 的频率 θ'_{ $k } 是多少（以弧度/位置计）？请至少保留 { $decimals } 位小数。
core-step-rope-scaled-unscaled = 未缩放时，{ $frequency }。
core-step-rope-scaled-position-interpolation-reads-position-m-as = 位置插值将位置 m 读作 m/{ $factor }，这等同于把每个 θ_k 除以 { $factor }：θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }。
core-step-rope-scaled-dynamic-factor = 动态 NTK 使用 L = max(序列长度, 原始上下文) = { $length }：s·L/L₀ − (s − 1) = { $factor } × { $length }/{ $originalContext } − { $factorMinusOne } = { $raised }{ $remark }
core-step-rope-scaled-ntk-aware-scaling-raises-base-b = NTK-aware 缩放会增大底数：b' = b × { $raised }^(d/(d − 2)) = { $base } × { $raised }^({ $dModel }/{ $dModel3 }) ≈ { $base4 }，因此 θ'_{ $k } = b'^(−{ $k6 }/{ $dModel }) ≈ { $scaledExactly }。
core-step-rope-scaled-with-d-2-only-pair-has = 当 d = 2 时，无论底数是多少，唯一的一对都有 θ_0 = 1，因此 θ'_0 = 1。
core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow = YaRN 找出在原始上下文内分别转 betaFast = { $betaFast } 圈和 betaSlow = { $betaSlow } 圈的对：由 k(β) = d·ln(L₀/(2πβ))/(2·ln b) 得到 k({ $betaFast }) ≈ { $low }，k({ $betaSlow }) ≈ { $high }。
core-step-rope-scaled-ramp = { $range }在第 { $lo } 对和第 { $hi } 对之间，θ_k/s 所占的比例线性增长：对于 k = { $k }，γ = clamp((k − { $lo })/({ $hi } − { $lo }), 0, 1) = { $ramp }。
core-step-rope-scaled-yarn-frequency = θ'_{ $k } = (1 − γ)·θ_{ $k } + γ·θ_{ $k }/{ $factor } ≈ { $scaledExactly }{ $remark }
core-step-rope-scaled-llama-3-1-compares-wavelength-2 = Llama 3.1 将波长 λ_{ $k } = 2π/θ_{ $k } ≈ { $wavelength } 与 L₀/highFreqFactor = { $shortest } 和 L₀/lowFreqFactor = { $longest } 比较。
core-step-rope-scaled-shorter-than-pair-keeps-frequency = λ_{ $k } 短于 { $shortest }，因此这一对保持原频率：θ'_{ $k } = θ_{ $k } ≈ { $scaledExactly }。
core-step-rope-scaled-longer-than-pair-interpolated = λ_{ $k } 长于 { $longest }，因此这一对被插值：θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }。
core-step-rope-scaled-lies-between-two-mixed-smooth-l = λ_{ $k } 介于两者之间，因此 θ_{ $k } 被混合：smooth = (L₀/λ_{ $k } − { $lowFreqFactor })/({ $highFreqFactor } − { $lowFreqFactor }) ≈ { $smooth }，θ'_{ $k } = (1 − smooth)·θ_{ $k }/{ $factor } + smooth·θ_{ $k } ≈ { $scaledExactly }。
core-step-rope-scaled-wavelength = λ'_{ $k } = 2π/θ'_{ $k } ≈ { $value } 个位置{ $comparison }
core-phrase-rope-scaled-times-longer = ，是 λ_{ $k } 的 { $times } 倍。
core-phrase-rope-scaled-as-before = ，与缩放前相同。
core-slip-rope-scaled-factor-multiplied-base-b-2k-d = 看起来用因子乘了底数，即 (b·{ $factor })^(−2k/d)：这样得到 { $onBase }。位置插值是对位置做除法（m/{ $factor }），因此每个 θ_k 都除以 { $factor }。
core-slip-rope-scaled-base-multiplied-without-exponent-d-d = 看起来底数乘了 { $raised }，却漏掉了指数 d/(d − 2) = { $dModel }/{ $dModel2 }：这样得到 { $dropped }。NTK-aware 缩放把底数增大到 b·{ $raised }^(d/(d − 2))，使最慢的一对恰好按该因子被插值。
core-slip-rope-scaled-2-left-out-1-pair-repeats = 看起来漏掉了 2π：1/θ'_{ $k } ≈ { $scaledExactly }。一对的角度每增加 2π 就重复一次，因此 λ' = 2π/θ'。
core-slip-rope-scaled-roformers-i-b-2-i-1 = 看起来用了 RoFormer 的 θ_i = b^(−2(i − 1)/d)，并把其从 1 开始的 i 当作 k = { $k }，即第 { $k1 } 对的频率：这样得到 { $shifted }。k 从 0 开始计数时，θ_k = b^(−2k/d)。
core-refuse-must-number-from-1000-1000-received = { $name }[{ $j }] 必须是 −1000 到 1000 之间的数；收到的是 { $j2 }。
core-prompt-rope-score-query-q-at-token-number-m = 查询 q = { $query } 位于词元编号 m = { $tokenM }，键 k = { $key } 位于词元编号 n = { $tokenN }。RoPE 将 q 的每一对旋转 m·θ_k，将 k 的每一对旋转 n·θ_k，均为逆时针方向。注意力分数 q_m · k_n，即旋转后两个向量的点积（在除以 √d 的缩放之前）是多少？请至少保留 { $decimals } 位小数。
core-step-rope-score-only-signed-offset-counts-m-n = 只有带符号的偏移起作用：m − n = { $tokenM } − { $tokenN } = { $offset }（词元的编号方式在差中相互抵消）。
core-step-rope-score-sum = 总和：{ $value }，保留 { $decimals } 位小数为 { $rounded }。同样的两个向量位于词元 m + t 和 n + t 时，对任意 t 都给出相同的分数。
core-slip-rope-score-distance-m-n-used-for-offset = 看起来把距离 |m − n| = { $std } 当作了偏移：这样得到 { $absolute }。正弦项随 m − n = { $offset } 变号，因此分数取决于带符号的偏移（把两个向量都按顺时针旋转也会得到同样的错误值）。
core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns = 看起来这些对是按顺时针旋转的：这样得到 { $clockwise }。RoPE 按逆时针旋转它们，即 [[cos, −sin], [sin, cos]]。
core-slip-rope-score-coordinates-paired-other-way-gives-here = 看起来坐标按另一种方式配对，即 { $sValue }：这样得到 { $otherLayout }。这里的配对是 { $sValue2 }。
core-slip-rope-score-angles-taken-degrees-gives-m-n = 看起来误用了角度制：这样得到 { $inDegrees }。(m − n)·θ_k 以弧度为单位。
core-slip-rope-score-roformers-i-b-2-i-1 = 看起来用了 RoFormer 的 θ_i = b^(−2(i − 1)/d)，并把其从 1 开始的 i 当作代码中的 k：这样得到 { $shifted }。k 从 0 开始计数时，θ_k = b^(−2k/d)。
core-prompt-rope-turns-pair-k-turns-k-b-2k = 第 k 对每个位置旋转 θ_k = b^(−2k/d)，因此每隔 λ_k = 2π/θ_k 个位置转满一圈。在 { $context } 个词元的上下文中，{ $pairs } 对中有多少对连一圈也转不满（λ_k 长于上下文）？
core-prompt-rope-turns-give-at-least-decimal-place = 请至少保留 { $decimals } 位小数。
core-step-rope-turns-k-2-2k-exactly-when-k = λ_k = 2π·{ $base }^(2k/{ $dModel }) > { $context } 当且仅当 k > { $dModel }·ln({ $context }/2π)/(2·ln { $base }) ≈ { $threshold }。
core-step-rope-turns-no-pair-above-even-slowest-k = 没有一对在它之上：即使最慢的一对 k = { $pairs }，也有 λ ≈ { $wavelength } ≤ { $context }，因此每一对都至少转满一圈。
core-step-rope-turns-pairs-k-above-slowest-completes-only = 对 k = { $count } … { $pairs } 在它之上（{ $pairs3 } 对中的 { $count2 } 对）：最慢的一对只转了 { $context } 圈。模型在训练中从未见过这些对转满一整圈；扩展上下文时，YaRN 和 Llama 3.1 插值的正是这些对。
core-slip-rope-turns-2-left-out-wavelength-b-2k = 看起来波长中漏掉了 2π，用 b^(2k/d) 与 { $context } 比较：这样数出 { $pairsLongerThan } 对。λ_k = 2π·b^(2k/d)。
core-slip-rope-turns-roformers-one-based-i-read-as = 看起来把 RoFormer 从 1 开始的 i 当作了代码中的 k，即 λ = 2π·b^(2(k − 1)/d)：这样数出 { $pairsLongerThan } 对。k 从 0 开始计数时，λ_k = 2π·b^(2k/d)。
core-prompt-rotation-for-token-number-pair-k-holds = 对于词元编号 { $token }，对 k = { $k }（{ $frequency }）的值为 sin θ = { $sinT } 和 cos θ = { $cosT }。
core-prompt-rotation-token-number-offset-fixed-offset-rotates = 词元编号 { $target } 位于 { $distance } 个{ $positions }{ $later }（偏移 Δ = { $offset }）。固定的偏移会使每一对旋转：请根据这两个值，计算词元编号 { $target } 处第 { $k } 对的{ $function }。请至少保留 { $decimals } 位小数。
core-hint-rotation-rotation-angle-k-keeps-sign-then = 旋转角为 φ = ω_k · Δ，与 Δ 同号。然后 sin(θ + φ) = sin θ cos φ + cos θ sin φ，cos(θ + φ) = cos θ cos φ − sin θ sin φ。
core-step-rotation-rotation-angle-rad = 旋转角为 φ = ω_{ $k } · Δ = { $omega } × { $offset } { $phi } 弧度{ $backwards }
core-step-rotation-cos-sin = cos φ ≈ { $cp }，sin φ ≈ { $sp }。
core-step-rotation-with-pair-stacked-sine-first-cos = 将这一对按正弦在上的顺序排列，[[cos φ, sin φ], [−sin φ, cos φ]] 把词元 { $token } 处的 [sin θ, cos θ] 映射为词元 { $target } 处的这一对。第一行：sin θ cos φ + cos θ sin φ = { $sinT } × { $cp } + { $cosT } × { $sp } ≈ { $value }。
core-step-rotation-with-pair-stacked-sine-first-cos-2 = 将这一对按正弦在上的顺序排列，[[cos φ, sin φ], [−sin φ, cos φ]] 把词元 { $token } 处的 [sin θ, cos θ] 映射为词元 { $target } 处的这一对。第二行：cos θ cos φ − sin θ sin φ = { $cosT } × { $cp } − { $sinT } × { $sp } ≈ { $value }。
core-step-rotation-check-directly-angle-depends-only-on = 验证：直接计算，{ $fnName }(ω_{ $k } × { $offset }) ≈ { $fnOf }。角度 φ 只取决于 Δ，与词元无关：同一个矩阵把每个位置都移动 { $offset4 }。
core-slip-rotation-pair-rotated-instead-gives-offset-rotates = 看起来这一对旋转了 −φ 而不是 +φ：这样得到 { $wrongSign }。偏移 Δ = { $offset } 对应的旋转角为 φ = ω_k · Δ { $phi } 弧度，符号也要保留{ $offset3 }
core-slip-rotation-row-used-gives-but-question-asks = 看起来用的是{ $askSine }那一行：它给出 { $otherRow }，但题目问的是这一对的{ $function }。
core-slip-rotation-taken-degrees-rotating-gives-k-radians = 看起来把 φ = { $phi } 当成了度数：旋转 { $phi }° 得到 { $inDegrees }。φ = ω_k · Δ 以弧度为单位。
core-slip-rotation-pair-rotated-angle-token-itself-k = 看起来这一对按词元 { $target } 自身的角度旋转，即 ω_k × { $offset } { $psi } 弧度，这样得到 { $absolute }。对于一个偏移，无论位置在哪里，旋转角都是 φ = ω_k · Δ。
core-formula-fraction = { $numerator }/{ $denominator }
core-prompt-wavelength-pair-k-turns-at-wavelength-number = 对 k = { $k } 的频率为 { $frequency }。它的波长 λ_{ $k } 是它转满一整圈所需的位置数。λ_{ $k } 是多少？再将它与 { $context } 个词元的上下文比较。请至少保留 { $decimals } 位小数。
core-step-wavelength-pair-k-has-exponent-2k-d = 对 k = { $k } 的指数为 2k/d_model = { $exponent }，因此 { $frequency }。
core-step-wavelength-0-2-0-2-positions-fastest = λ_0 = 2π/ω_0 = 2π ≈ { $lambda } 个位置：无论底数是多少，最快的一对每隔 2π 个位置转一圈。
core-step-wavelength-2-2-2-positions = λ_{ $k } = 2π/ω_{ $k } = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } 个位置。
core-step-wavelength-over-context-pair-turns-only-times = λ_{ $k } ≥ { $context }：在整个上下文中，第 { $k } 对只转了 { $lambda } 圈，不到一圈。
core-step-wavelength-over-context-pair-wraps-about-times = λ_{ $k } < { $context }：在整个上下文中，第 { $k } 对绕转约 { $lambda } 圈，因此它单独来看会重复；较慢的对（k 更大）能区分相距较远的位置。
core-slip-wavelength-2-left-out-1-pair-repeats = 看起来漏掉了 2π：1/ω_{ $k } = { $base }^({ $exponent }) ≈ { $power }。一对的角度每增加 2π 就重复一次，因此 λ = 2π/ω。
core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 = 看起来给出的是频率而不是波长：ω_{ $k } ≈ { $omega }。波长是 2π/ω，即转满一圈所需的位置数。
core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max = 最慢的一对决定了最长波长 λ_max：即它转满一整圈所需的位置数。λ_max 是多少？再将它与 { $context } 个词元的上下文比较。请至少保留 { $decimals } 位小数。
core-step-wavelength-slowest-pair-k-d-model-2 = 最慢的一对是 k = d_model/2 − 1 = { $k }，因此它的指数为 2k/d_model = { $exponent }。
core-step-wavelength-min = ω_min = { $base }^(−{ $exponent }) ≈ { $omega }。
core-step-wavelength-max-2-min-2-2-positions = λ_max = 2π/ω_min = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } 个位置。
core-step-wavelength-with-d-model-2-only-pair = 当 d_model = 2 时，无论底数是多少，唯一的一对都有 ω = 1，因此 λ_max = 2π：底数无法使它变长。
core-step-wavelength-max-over-context-slowest-pair-turns = λ_max ≥ { $context }：在整个上下文中，最慢的一对只转了 { $lambda } 圈，不到一圈，因此相距较远的位置不会通过它发生混叠；底数 { $base } 足够大。
core-step-wavelength-max-over-context-slowest-pair-wraps = λ_max < { $context }：在整个上下文中，最慢的一对绕转约 { $lambda } 圈，因此相距较远的位置可能发生混叠；需要至少 (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase } 的底数。
core-step-wavelength-max-pair-wraps-about-times-over = λ_max < { $context }：这一对在整个上下文中绕转约 { $lambda } 圈。
core-slip-wavelength-2-left-out-1-min-pair = 看起来漏掉了 2π：1/ω_min = { $base }^({ $exponent }) ≈ { $power }。一对的角度每增加 2π 就重复一次，因此 λ = 2π/ω。
core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength = 看起来给出的是频率而不是波长：ω_min ≈ { $omega }。波长是 2π/ω，即转满一圈所需的位置数。
core-slip-wavelength-exponent-taken-as-1-2-slowest = 看起来把指数当作了 1：2π × { $base } ≈ { $twoPi }。最慢的一对是 k = d_model/2 − 1，因此指数是 (d_model − 2)/d_model = { $exponent }{ $not }
core-slip-wavelength-2-6-283-wavelength-fastest-pair = 这是 2π ≈ 6.283，即最快的一对（ω_0 = 1）的波长；题目问的是最慢的一对。
core-refuse-choosing-base-needs-d-model-at = 选择底数要求 d_model 至少为 4：当 d_model = 2 时，无论底数是多少，唯一的一对都有 ω = 1。
core-refuse-firstrung-must-from-1-9-smallest = firstRung 必须在 1 到 9 之间（显示的最小底数为 10^firstRung）；收到的是 { $firstRung }。
core-refuse-none-bases-10-10-gives-max = 当 d_model = { $dModel } 时，底数 10^{ $firstRung } 到 10^{ $firstRung1 } 中没有一个能使 λ_max ≥ { $context }。
core-prompt-wavelength-settings-d-model-model-must-keep = 模型必须在 { $context } 个词元的上下文中保持位置的先后顺序，因此它最慢的一对在上下文内不能转满一整圈：其波长 λ_max 必须至少为 { $context }。下列底数中，能做到这一点的最小底数是哪个？（d_model = { $dModel }）
core-choice-base = b = { $base }
core-step-base-choice-rung = b = { $base }：λ_max = 2π × { $base }^({ $exponent }) ≈ { $lambda }{ $comparison }{ $context }。
core-symbol-at-least = { " ≥ " }
core-symbol-below = { " < " }
core-hint-base-choice = λ_max = 2π/ω_min，其中 ω_min = b^(−(d_model − 2)/d_model)；对每个底数算出它，并与上下文长度比较。
core-slip-wavelength-base-you-get-with-max-2 = 这是按 λ_max = 2π·b（把指数当作 1）得到的底数：2π × { $j } ≈ { $twoPi }。最慢的一对的指数是 { $exponent }，因此 λ_max ≈ { $j3 }，达不到 { $context }。
core-slip-wavelength-with-b-slowest-pairs-wavelength-max = 当 b = { $j } 时，最慢的一对的波长为 λ_max ≈ { $j1 }，短于上下文：它绕转约 { $j2 } 圈，因此相距较远的位置会发生混叠。
core-slip-wavelength-base-you-get-when-max-computed = 这是计算 λ_max 时漏掉 2π 所得到的底数（b^({ $exponent }) ≥ { $context }）。波长是 2π/ω_min，要长 2π 倍，因此列表中更小的底数就已经能达到上下文长度。
core-slip-wavelength-b-works-max-but-not-smallest = b = { $j } 可行（λ_max ≈ { $j1 }），但它不是最小的：列表中更小的底数就已经能使 λ_max ≥ { $context }。
core-step-wavelength-smallest-base-with-max-b-exactly = 使 λ_max ≥ { $context } 的最小底数是 b = { $answer }；精确地说，只要 b ≥ (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase } 即可。
core-question-spec-prefix = 题目规格：
core-rule-scaling-type = "linear"、"ntk"、"dynamic"、"yarn" 或 "llama3" 之一（不缩放时 scaling 为 null）
core-rule-at-least-one = 不小于 1 的有限数
core-rule-context-length = 1 到 10^9 之间的整数（以词元计）
core-rule-positive = 大于 0 的有限数
core-rule-true-or-false = true 或 false
core-refuse-scaling-field-rule = { $prefix }scaling.{ $field } 必须是{ $rule }；收到的是 { $received }。
core-refuse-scaling-not-a-field = { $prefix }scaling.{ $field } 不是 { $method } 缩放的字段，该缩放接受 { $others } 和 { $last }。
core-refuse-scaling-given-twice = { $prefix }scaling.{ $field } 给出了两次。
core-refuse-scaling-type-missing = { $prefix }缺少 scaling.type；它应为{ $rule }。
core-refuse-scaling-missing = { $prefix }缺少 scaling.{ $field }：{ $method } 缩放需要它，它应为{ $rule }。
core-refuse-scaling-beta-slow-not-below-fast = { $prefix }scaling.betaSlow 必须小于 scaling.betaFast；收到的是 betaFast { $betaFast } 和 betaSlow { $betaSlow }。
core-refuse-scaling-low-freq-not-below-high = { $prefix }scaling.lowFreqFactor 必须小于 scaling.highFreqFactor；收到的是 lowFreqFactor { $lowFreqFactor } 和 highFreqFactor { $highFreqFactor }。
core-refuse-must-hold-d-model-numbers-one = { $name } 必须包含 d_model = { $dModel } 个数，每个坐标一个；收到的是 { $values }。
core-refuse-must-hold-d-model-numbers-d = { $name } 必须包含 { $count } × d_model = { $d } 个数，{ $count } 个位置各 d_model = { $dModel } 个；收到的是 { $values }。
core-refuse-must-finite-number-received-2 = { $name }[{ $j }] 必须是有限数；收到的是 { $j2 }。
core-refuse-row-coordinate-must-finite-number-received = { $name }[{ $j }]（第 { $d } 行，坐标 { $d3 }）必须是有限数；收到的是 { $j4 }。
core-refuse-m-must-finite-number-querys-position = m 必须是有限数（查询的位置）；收到的是 { $m }。
core-refuse-n-must-finite-number-keys-position = n 必须是有限数（键的位置）；收到的是 { $n }。
core-refuse-r-must-finite-number-relative-distance = r 必须是有限数（相对距离）；收到的是 { $rValue }。
core-refuse-m-must-at-most-2-53 = m 的大小最多为 2^53 = 9007199254740992，因为超过该值后，双精度浮点数（double）无法表示每一个整数词元编号；收到的是 { $rValue }。
core-refuse-m-must-at-most-2-53-2 = m[{ $rValue }] 的大小最多为 2^53 = 9007199254740992，因为超过该值后，双精度浮点数（double）无法表示每一个整数词元编号；收到的是 { $rValue1 }。
core-refuse-m-must-finite-number-position-received = m 必须是有限数（一个位置）；收到的是 { $rValue }。
core-refuse-m-must-finite-number-position-received-2 = m[{ $rValue }] 必须是有限数（一个位置）；收到的是 { $rValue1 }。
core-text-aliasing-they-differ-slower-pairs-turn = 它们不同：较慢的对转过的角度不是整数圈，因此它们的某些坐标会改变。
core-text-aliasing-they-identical-once-one-pair = 它们完全相同：只要有一对重复，整个向量就会重复。
core-text-aliasing-they-differ-every-coordinate-fastest = 它们的每个坐标都不同，包括最快的一对。
core-text-aliasing-they-identical-but-only-for = 它们完全相同，但仅限于论文中的底数 10000。
core-text-aliasing-base-sets-slower-frequencies-for = 底数决定较慢的频率，而对于任何底数，它们都不会与最快的一对同时转完整数圈；两个向量不同。
core-text-position-zero-sine-coordinates-all-0-cosine = 它的正弦坐标全为 0，余弦坐标全为 1。
core-text-position-zero-all-coordinates-0-first-position = 它的所有坐标都是 0：第一个位置不会给嵌入增加任何东西。
core-text-position-zero-sine-coordinates-all-1-cosine = 它的正弦坐标全为 1，余弦坐标全为 0。
core-text-position-zero-coordinates-depend-on-base-because = 它的坐标取决于底数，因为每一对都有自己的频率。
core-text-position-zero-only-sines-vanish-at-position = 在位置 0 处只有正弦为零；每个余弦坐标都是 cos 0 = 1，因此 PE(0) 是一个固定的非零模式。
core-text-position-zero-swaps-sine-cosine-at-angle = 这把正弦和余弦弄反了：在角度 0 处，sin 0 = 0，cos 0 = 1。
core-text-position-zero-every-frequency-times-position-0 = 任何频率乘以位置 0 都得到角度 0，因此底数不起作用：对每个底数，PE(0) 都相同。
core-hint-position-zero-find-formula-position-first-token = 先找出第一个词元的公式位置，再求每一对在该处的角度。
core-hint-dot-pair-pair-sin-sin-b = 逐对来看，sin a · sin b + cos a · cos b = cos(a − b)：点积是 d_model/2 个余弦之和，每个余弦的角度为 ω_k 乘以两个位置之间的间隔。
core-hint-rope-scaled-start-from-k-b-2k = 从 θ_k = b^(−2k/d) 出发；每种方法都会改变它：线性缩放将其除以因子，NTK-aware 缩放将底数增大到 b·s^(d/(d − 2))，YaRN 和 Llama 3.1 保留快速的对，并对慢速的对进行插值。
core-phrase-rope-scaled-cut-to-whole-pairs = 截取为整对（并限制在 0 … d − 1 内）后，
core-phrase-rope-scaled-clamped = 限制在 0 … d − 1 内后，
core-hint-wavelength-pair-with-frequency-repeats-when = 频率为 ω 的一对，其角度每增加 2π 就重复一次，因此 λ = 2π/ω，其中 ω_k = b^(−2k/d_model)。
core-hint-wavelength-longest = 频率为 ω 的一对，其角度每增加 2π 就重复一次，因此 λ = 2π/ω。最慢的一对是 k = d_model/2 − 1，其 ω_min = b^(−(d_model − 2)/d_model)。
core-hint-rope-angle-rope-turns-pair-k-at = RoPE 将位置 m 处的第 k 对旋转 m·θ_k，其中 θ_k = b^(−2k/d)，与正弦位置编码的频率相同；位置等于词元编号减去第一个词元的编号。
core-hint-rope-score-turning-both-vectors-changes-their = 同时旋转两个向量时，它们的点积只通过两次旋转之间的夹角而改变：每一对为 (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k)，其中 m − n 为带符号的偏移。
core-text-rope-score-per-pair-with-q-q = 逐对来看，记 (q₁, q₂) 和 (k₁, k₂) 为该对的坐标：
core-phrase-yarn-not-truncated = ，校正范围不截取为整对
core-empty = { "" }
core-phrase-frequencies-stay = ，因此频率保持不变。
core-phrase-yarn-pair-interpolated = ：这一慢速对被完全插值。
core-phrase-yarn-pair-kept = ：这一对转得足够快，保留其频率。
core-phrase-past = 多出
core-phrase-short-of = 少了
core-slip-svalue-2k-2k-1 = (2k, 2k + 1)
core-slip-svalue-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-2k-2k-1 = (2k, 2k + 1)
core-slip-not-not-1 = ，而不是 1。
core-slip-not-just-below-1 = ，略小于 1。
core-prompt-positions-positions = 位置
core-prompt-positions-position = 位置
core-prompt-later-later = 之后
core-prompt-later-earlier = 之前
core-step-backwards-sign = 。
core-step-backwards-negative-pair-turns-backwards = ，为负：这一对反向旋转。
core-slip-offset3-sign = 。
core-slip-offset3-negative-offset-turns-pair-backwards = （负的偏移会使这一对反向旋转）。
core-slip-asksine-sine-top = 正弦（上）
core-slip-asksine-cosine-bottom = 余弦（下）

core-prompt-give-a-whole-number = 请给出一个整数。
core-hint-rope-turns = λ_k = 2π·b^(2k/d) 随 k 增大：找出它超过上下文长度时的对，k = d·ln(L/2π)/(2·ln b)，再数出在它之上的对有多少。
core-refuse-layout-unknown = layout 必须是 "interleaved" 或 "concatenated"。
core-refuse-quantity-too-many-operations = 精确量包含的运算超过了核心所能保存的数量。

# (core messages: end of section)


## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

element-loading = 正在加载计算器…
element-alert-draw-failed = 组件无法按这些设置绘图。
element-alert-core-failed = 计算器无法启动。
element-alert-table-refused = 计算器无法算出这张表：

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = 设置
element-settings-d-model = d_model
element-settings-base = 底数
element-settings-positions = 位置
# Under the positions field: two ways of writing a list of tokens (kept as written: they are typed this way).
element-settings-positions-help = 例如 0,1,2 或 0..7
element-settings-origin = 索引起点
# An option of the origin list; $origin is 0 or 1, the number given to the first token.
element-settings-origin-option = { $origin }（第一个词元编号为 { $origin }）
element-settings-layout = 布局
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] 交错
   *[concatenated] 拼接
  }
element-settings-decimals = 小数位数
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = 热图行数
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = 本测验已按这些 d_model、底数、布局和索引起点设定：本次作答期间不能更改。

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = 图示
# Shown above the figures while an attribute is refused.
element-figures-stale = 图示仍显示上一次可用的设置；请更改上方指出的设置以更新图示。
element-figures-load-failed = 无法加载图示。
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } 上方的表格和正弦–余弦对查看器不依赖图示也能使用；更改任一设置时会重新尝试加载图示。
element-figures-draw-failed = 无法绘制图示。
element-quiz-load-failed = 无法加载测验：{ $message }
# The button that opens the share panel.
element-share-toggle = 分享与复制
element-share-load-failed = 无法加载分享面板：

# Refused attributes as the page's author reads them (the learner's alert says element-plain-…). Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-refused = { $attribute }="{ $value }"：{ $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = 这不是一个有限数；{ $rule }
element-rule-d-model = d_model 必须是 2 到 { $max } 之间的偶数，因为每个正弦坐标都有一个同频率的余弦坐标与之配对。
element-rule-base = 底数必须是大于 1 的有限数，这样每一对都比前一对转得更慢。
element-rule-origin = 索引起点必须是 0 或 1，即第一个词元的编号。
element-rule-layout = 布局必须是 "interleaved"（sin, cos, sin, cos, …，与论文相同）或 "concatenated"（先是全部正弦，再是全部余弦）。
element-rule-decimals = 小数位数必须是 0 到 { $max } 之间的整数。
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = 没有这个名称的题目；可用的有：单个题目 { $questions }、"bank"（按组件设置、由种子生成的一组题目），或 "own"（写在组件内 <script type="application/json"> 中的题目）。如不需要测验，请省略此属性。
element-rule-quiz-seed = 测验种子必须是 0 到 2^53（{ $max }）之间的整数；相同的种子给出相同的题目。
element-reason-quiz-seed-learner = "learner" 仅用于课程包，课程包根据已登录学习者的身份生成种子；在网页中，种子必须是 0 到 2^53（{ $max }）之间的整数；相同的种子给出相同的题目。
element-rule-quiz-count = 题目数量必须是 1 到 { $max } 之间的整数。
element-rule-quiz-topics = 题库的主题必须是 "sinusoidal"（2017 年的编码，默认值）、"rope"（RoPE，即注意力内部的旋转）或 "both"（两者轮流）。
element-rule-solution = 解题过程的显示时机必须是 "always"、"after-answer"（题目作答最终确定后）、"after-attempt"（本次作答结束后）或 "never"。
element-rule-retries = 重试次数必须是从 0 起的整数（每道题答错后可再试这么多次）或 "unlimited"。
element-rule-settings = settings 必须是 "editable"（学习者可以更改测验的 d_model、底数、布局和索引起点）或 "locked"（不可更改，也不能请求新题目或重新开始）。
element-rule-table = table 必须是 "shown"、"hidden-until-answered"（题目所问的单元格在该题作答最终确定前保持隐藏）或 "hidden"（不显示表格和正弦–余弦对查看器）。
element-rule-new-questions = new-questions 必须是 "allowed"（题库的“新题目”按钮使用下一个种子）或 "not-allowed"。
element-rule-view = view 必须是 "full"（设置、表格、正弦–余弦对查看器及测验，如有）或 "quiz"（仅显示题目）。
element-rule-loading = loading 必须是 "eager"（组件立即绘制）或 "lazy"（组件进入距页面可见部分一屏以内时才绘制）。
element-rule-pair = 对编号 k 必须是 0 到 d_model/2 − 1（最大 { $max }）之间的整数。
# $names: the figure names, as a list.
element-rule-figures = figures 必须是 "none"、"all"（或留空），或以逗号分隔的图名列表：{ $names }。
# $item: the word given ("all" or "none").
element-reason-figures-alone = "{ $item }" 只能单独使用，不能放在列表中；{ $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = 第 { $index } 项（“{ $item }”）不是图名；{ $rule }
element-rule-max-len = max-len 必须是 1 到 { $max } 之间的整数：热图显示位置 0 到 max-len − 1。
element-rule-offset = 偏移 Δ 必须是 −{ $max } 到 { $max } 之间的有限数（负数表示向后）。
element-rule-context-length = 上下文长度必须是 1 到 { $max } 之间的整数（以词元计）。
# $example: a list of one score band in JSON (code: keep it as it is); $bands and $characters: the most bands and characters.
element-rule-score-feedback = score-feedback 是一个 JSON 数组，最多包含 { $bands } 个得分区间，例如 { $example }：from 和 to 为整数百分比，0 ≤ from ≤ to ≤ 100，feedback 为不超过 { $characters } 个字符的文本。
element-reason-not-json = 这不是有效的 JSON；{ $rule }
element-reason-band = 第 { $band } 个区间不符合此规则：{ $rule }
element-reason-view-needs-quiz = 此视图只显示一道题目，因此还需要 quiz 属性，例如 quiz="q1"。
# $dModel: the d-model attribute's text; $pairs: d_model/2; $max: the last pair, d_model/2 − 1.
element-reason-pair-beyond = 当 d-model="{ $dModel }" 时，共有 { $pairs ->
   *[other] { $pairs } 个正弦–余弦对
  }，因此对编号 k 必须是 0 到 { $max } 之间的整数。
# $origin: the origin attribute's text; $token: the token number; $start: the number of the first token (0 or 1); $limit: 2^53.
element-reason-position-beyond = 当 origin="{ $origin }" 时，词元 { $token } 位于位置 { $token } − { $start }，其大小超过 2^53 = { $limit }：双精度浮点数（double）无法表示超过该值的每一个整数位置。
# A table larger than the core computes at once: $rows positions × $columns coordinates = $values values, more than $limit.
element-refused-max-len-table = max-len="{ $value }" 且 d-model="{ $dModel }"：{ $rows } 个位置 × { $columns } 个坐标共 { $values } 个值，超过了核心一次能计算的 { $limit } 个（core.limits.maxTableValues）；在 d_model = { $columns } 时，max-len 最大为 { $most }。
element-refused-positions-table = positions="{ $value }" 且 d-model="{ $dModel }"：{ $rows } 个位置 × { $columns } 个坐标共 { $values } 个值，超过了核心一次能计算的 { $limit } 个（core.limits.maxTableValues）；请减少位置数量或使用更小的 d_model。
# The positions list: $index is an item's place (1 for the first), $item its text (cut after 24 characters), $max the most positions (a number as written).
element-reason-positions-empty = 列表为空；请至少给出一个位置，例如 0,1,2 或 0..7。
element-reason-positions-item-empty = 第 { $index } 项为空；数字之间请用单个逗号分隔。
element-reason-positions-range-end = 第 { $index } 项（“{ $item }”）的范围终点不是有限数。
element-reason-positions-range = 第 { $index } 项（“{ $item }”）不是有限数；范围应写成用两个点连接的两个数，例如 0..7。
element-reason-positions-not-number = 第 { $index } 项（“{ $item }”）不是有限数；请使用 3、-1 或 2.5 这样的数，或 0..7 这样的范围。
element-reason-positions-too-large = 第 { $index } 项（“{ $item }”）的大小超过 2^53 = { $limit }：双精度浮点数（double）无法表示超过该值的每一个整数词元编号，因此算出的位置将不是所输入的那个。
element-reason-positions-too-many = 列表中的位置超过 { $max } 个，即单个组件最多能显示的数量；请使用更短的列表或范围。

## Reset and undo
# Buttons under the settings: Undo takes back the learner's last change of a setting, Redo makes it
# again, Reset puts every setting back as the page set it. Ctrl+Z and Shift+Ctrl+Z do the same.
element-history-undo = 撤销
element-history-redo = 重做
element-history-reset = 重置
# Said to screen readers only, after the button or its key did it.
element-history-said-undo = 已撤销上一次更改。
element-history-said-redo = 已重做更改。
element-history-said-reset = 设置已恢复为页面设定的值。

## Sliders and play
# The base's slider under its field: a log scale with round bases; its value is said as the base itself.
element-slider-base = { element-settings-base }（对数刻度）

## Guided start: the "Try this" strip above the settings (attribute guide="on"). Each step changes
## one setting and says what to notice in the table.

element-rule-guide = guide 必须是 "on"（或留空：在设置上方显示几个步骤的“试一试”栏）或 "off"。
element-guide-title = 试一试
# $step: the step shown; $count: how many steps there are (numbers already written out).
element-guide-counter = 第 { $step } 步，共 { $count } 步
# The button that makes the step's change for the learner.
element-guide-act = 替我操作
# Shown instead of that button once the step's change is made.
element-guide-done = 已完成。
element-guide-previous = 上一步
element-guide-next = 下一步
# The name of the × button that closes the strip (read by screen readers).
element-guide-dismiss = 关闭“试一试”
# Shown once the strip is closed, to bring it back.
element-guide-reopen = 试一试
# $zero and $one: the numbers 0 and 1 in the reader's digits, for every step.
# Step 1. $token: the token at position 0 (0, or 1 when tokens are numbered from 1).
element-guide-zero = 在{ element-settings-positions }栏中只输入 { $token }。
element-guide-zero-notice = 在位置 { $zero }，每个角度都是 { $zero }，所以每个正弦都是 { $zero }，每个余弦都是 { $one }。
# Step 2. $first and $last: the first and last token of a range, typed as first..last.
element-guide-range = 把{ element-settings-positions }改为 { $first }..{ $last }。
element-guide-range-notice = 沿各列向下看：第一对每一行都在变化，最后一对几乎不变。
# Step 3. $dModel: the new d_model, twice the one shown.
element-guide-d-model = 把 d_model 设为 { $dModel }。
element-guide-d-model-notice = 对的数量翻倍：第 { $zero } 对仍然每个位置转一弧度，而最后一对转得比之前更慢。
# Step 4. $base: the new base; $shorter: yes when it is smaller than the base shown.
element-guide-base = 把{ element-settings-base }设为 { $base }。
element-guide-base-notice = { $shorter ->
    [yes] 第 { $zero } 对之后的每一对都转得更快：波长变短。
   *[no] 第 { $zero } 对之后的每一对都转得更慢：波长变长。
  }
# Step 5. $layout: the layout to choose (a keyword), $name: its name as the layout list shows it.
element-guide-layout = 把{ element-settings-layout }切换为“{ $name }”。
element-guide-layout-notice = { $layout ->
    [concatenated] 同样的数字，换了顺序：先是所有正弦，再是所有余弦。
   *[interleaved] 同样的数字，换了顺序：每个正弦紧挨着它的余弦。
  }

## Phones: touch screens
# The ± key beside a number field on touch screens (a phone's number pad may have no minus key):
# its name. Pressing it changes the sign of the number in the field (5 becomes −5 and back).
element-sign-key = 切换正负号

## Plain words
# The alert a learner reads when a setting could not be used. The page author's sentence (with the
# attribute's name and its rule: element-refused and the like) goes to the browser's console.
# $setting names a setting as the settings form labels it (d_model, base, max_len …: keep it);
# $value is the text given, a number as typed or quoted with element-plain-quoted.
element-plain-title = { $count ->
   *[other] 以下设置未被采用：
  }
element-plain-quoted = “{ $text }”
element-plain-d-model-odd = d_model 必须是偶数，因此未采用 { $value }。
element-plain-d-model = d_model 必须是 2 到 { $max } 之间的偶数，因此未采用 { $value }。
element-plain-base = { element-settings-base }必须是大于 1 的数，因此未采用 { $value }。
element-plain-origin = { element-settings-origin }必须是 0 或 1，因此未采用 { $value }。
element-plain-layout = { element-settings-layout }必须是列表中的选项之一，因此未采用 { $value }。
element-plain-decimals = { element-settings-decimals }必须是 0 到 { $max } 之间的整数，因此未采用 { $value }。
element-plain-max-len = max_len 必须是 1 到 { $max } 之间的整数，因此未采用 { $value }。
# $reason: what is wrong with the list (an element-reason-positions-… message).
element-plain-positions = 未采用位置 { $value }：{ $reason }
# $token: the token number too far from 0.
element-plain-positions-beyond = 未采用位置 { $value }：词元 { $token } 离 0 太远，无法精确计算。
# $dModel: d_model in effect; $most: the most positions (or heatmap rows) the table can hold with it.
element-plain-positions-table = 未采用位置 { $value }：在 d_model = { $dModel } 时，表格最多容纳 { $most } 个位置。
element-plain-max-len-table = 在 d_model = { $dModel } 时，max_len 最多为 { $most }，因此未采用 { $value }。
element-plain-offset = 偏移 Δ 必须是 −{ $max } 到 { $max } 之间的数，因此未采用 { $value }。
element-plain-context-length = 上下文长度必须是 1 到 { $max } 之间的整数（以词元计），因此未采用 { $value }。
# A refused attribute that no setting of the form shows (the quiz's, the figures' …): the author's to fix.
element-plain-page = 本页要求组件做它做不到的事，因此这部分按默认方式运行。浏览器控制台中有给页面作者的说明。
# After a refused setting, when the table drawn before is still shown: $shown is the value it shows.
element-plain-table-shows = 表格仍显示 { $setting } = { $shown }。
# The author's rule of the show-seed attribute (for the console, like the other element-rule-… messages).
element-rule-show-seed = show-seed 必须是 "no"（测验不向学习者显示其种子）或 "yes"（测验第一行写出种子，例如供按种子比较题目的班级使用）。

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos)，d_model = { $dModel }，底数 { $base }，{ $layout ->
        [concatenated] 拼接
       *[interleaved] 交错
    }布局，索引起点 { $origin }，{ $decimals ->
       *[other] { $decimalsText } 位小数
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = 显示 { $total } 个位置中的前 { $shown } 个：超过 { $limit } 个值的表格会使页面变慢。
# The corner header's five lines: one per line of every column header (also the header rows of a
# copied table), then what the row headers hold.
table-head-coordinate = 坐标 i
table-head-function = sin 或 cos
table-head-pair = 对 k
table-head-omega = ω_k（弧度/位置）
table-head-lambda = λ_k = 2π/ω_k（位置数）
table-head-rows = 词元 t → pos
# A column header as screen readers name it. $fn is the symbol sin or cos.
table-column-label = 坐标 { $i }，{ $fn }，第 { $k } 对，ω { $omega }，λ { $lambda }
# Beside a row's token field: the formula position it stands for.
table-row-position = → pos { $pos }
# A row header as screen readers name it beside each value.
table-row-label = 词元 { $token }，位置 { $pos }
table-token-field = 词元编号，第 { $row } 行
table-remove-row = 删除第 { $row } 行
# What a value reads while it would answer an open quiz question (a cell, an angle, a readout).
table-hidden = 已隐藏
# In a cell's filled-in formula, in place of a hidden value.
table-hidden-value = 已隐藏，直到它所对应的测验题作答最终确定
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = 第 { $row } 行：词元 { $token } 对应公式中的位置 { $pos }{ $originValue ->
        [0] {""}
       *[other] （t − { $origin }）
    }。坐标 { $i } 是对 k = { $k } 的{ $fn ->
        [sin] 正弦
       *[cos] 余弦
    }。
table-formula-invitation = 将鼠标悬停在单元格上，或让其获得焦点（按 Tab，再用方向键），即可查看代入数值后的公式。
table-stale-note = 下表仍显示上一次可用的设置；请更改上方指出的设置以更新表格。
table-add-row = 添加一行
table-edit-help = 可直接编辑词元编号；按 Enter 或 Tab 应用。
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = 索引起点 { $origin }：词元编号 t 对应公式位置 pos = { $originValue ->
        [0] t
       *[other] t − { $origin }
    }{ $originValue ->
        [0] ，因此词元和位置的编号相同。
       *[other] ，因此第一个词元 { $token } 的 pos 为 { $position }。
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = 能回答{ $count ->
       *[other] 测验题 { $numbers }
    }的值（单元格，或角度 pos·ω_k）显示为“{ $hidden }”，直到{ $count ->
       *[other] 相应题目
    }作答最终确定（答对，或已无剩余机会）。
# Above the table after an answer to a coordinate question. $yours (table-asked-yours) and $exact
# (table-asked-exact) are shown in bold; $shown: yes when the exact value is shown, no while it
# waits (the question may still be tried again); $outlined: yes when the asked cell is outlined in
# the table, no when its token is not in the table.
table-asked = 测验题 { $number }，词元 { $token }，坐标 { $i }：{ $yours }{ $shown ->
        [yes] {" · "}{ $exact }
       *[no] {""}
    }{ $outlined ->
        [yes] （已在表中框出）。
       *[no] 。
    }
# $response: the answer as the learner typed it.
table-asked-yours = 你的答案 { $response }
table-asked-exact = 精确值 { $value }
# A button beside that line when the asked token is not in the table.
table-add-token = 将词元 { $token } 添加到表中
# Said to screen readers only.
table-said-pair = 第 { $k } 对显示在表格下方的正弦–余弦对查看器中。
table-said-removed = 已删除词元 { $token }；还剩 { $count ->
       *[other] { $rows } 行
    }。

# The pair inspector beside the table: its title, its pair list's label and its help.
table-inspector-title = 正弦–余弦对查看器
table-inspector-pair = 对 k
table-inspector-help = 在此选择一对，或点击表格中的单元格（或在单元格上按 Enter）。
# An option of the pair list.
table-inspector-option = k = { $k }（坐标 { $sine } 和 { $cosine }）
table-inspector-coordinates = 坐标
table-inspector-coordinates-value = { $sine }（正弦）和 { $cosine }（余弦）
# $symbol: the typeset symbol ω_k; $formula: the typeset formula of its value.
table-inspector-frequency = 频率 { $symbol }
table-inspector-frequency-value = { $formula } 弧度/位置
table-inspector-wavelength = 波长 { $symbol }
table-inspector-wavelength-value = { $formula } 个位置转一整圈
table-inspector-angles-caption = 第 { $k } 对在各列出位置处的角度 ω_{ $k } · pos
table-inspector-angles-token = 词元
table-inspector-angles-pos = pos
table-inspector-angles-angle = 角度（弧度）
table-inspector-angles-sin = sin（坐标 { $i }）
table-inspector-angles-cos = cos（坐标 { $i }）
table-inspector-angles-label = 第 { $k } 对的角度
table-inspector-circle-label = 单位圆：第 { $k } 对在各列出位置处的点 (cos, sin)
table-inspector-rotation-title = 前进到下一个位置就是一次旋转
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = 无论 pos 取何值，从 pos 移到 pos + 1 都会使这一对的角度增加 φ = ω_{ $k } × 1 = { $phi } 弧度（{ $degrees }°）。根据两角和公式，这一步就是同一个固定矩阵 [[cos φ, sin φ], [−sin φ, cos φ]] 作用于 [sin, cos]：
table-inspector-matrix-caption = 第 { $k } 对、偏移 1 的旋转
table-inspector-matrix-new-sin = 新 sin
table-inspector-matrix-new-cos = 新 cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = 在 pos { $pos } 处验证：矩阵乘以 { $before } 得到 { $product }；公式在 pos { $next } 处给出 { $direct }。

## Sliders and play
# The pair inspector's clock: one dial per pair, each hand turned by pos × ω_k counter-clockwise from the right.
table-clock-title = 把各个对看作时钟的指针
table-clock-help = 每一对都是一根指针，每个位置转过 ω_k 弧度：快的对飞快旋转，慢的对缓缓移动。拖动位置，或按“播放”让它每秒前进一个位置。
table-clock-position = 位置 pos
# Beside the slider; $pos: the position.
table-clock-value = pos = { $pos }
# The button that starts the clock; while it runs, it reads table-clock-pause.
table-clock-play = 播放
table-clock-pause = 暂停
# Under each dial; $k: its pair.
table-clock-dial = k = { $k }
# The dials' text alternative. $pairs: the pairs that have a dial, as a list; $k: the pair inspected; $pos: the position.
table-clock-dials = 第 { $pairs } 对在 pos = { $pos } 处的指针，每根都从右侧起逆时针转过 pos × ω_k；第 { $k } 对已标出。
# $angle: pos × ω_k in radians (or the hidden text while a quiz question asks for it).
table-clock-readout = 在 pos = { $pos } 处，第 { $k } 对的指针转过了 pos × ω_k = { $angle } 弧度。

## Phones: touch screens and narrow widgets
# Above each value in a narrow widget (a phone): which coordinate the value is. $i: the coordinate,
# $fn: the symbol sin or cos, $k: its pair. Keep it as short as the English (formula symbols).
table-cell-tag = i { $i } · { $fn } · k { $k }
# On touch screens, in place of table-formula-invitation.
table-formula-invitation-touch = 轻触单元格，即可查看代入数值后的公式。
# On touch screens, in place of table-inspector-help.
table-inspector-help-touch = 在此选择一对，或轻触表格中的单元格。

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".
# Numbers ($number, $total, $score, $seed, $n, …) arrive already written in the reader's digits;
# $count, $given, $open and $left are plain numbers that only choose a plural form.

# The quiz's title above the question bank.
quiz-heading = 测验
# Label of the answer field.
quiz-your-answer = 你的答案
# The button that submits an answer.
quiz-check = 检查
# The feedback region before any answer.
quiz-feedback-idle = 对你答案的反馈将显示在这里。
# The verdict, in bold at the start of the feedback.
quiz-verdict-correct = 正确。
quiz-verdict-incorrect = 还不正确。
quiz-verdict-too-few-decimals = 小数位数太少。
quiz-verdict-unreadable = 无法识别为数字。
quiz-verdict-ambiguous = 数字有歧义。
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = 可能的错误：{ $name }。
# Disclosure titles.
quiz-hint = 提示
quiz-solution = 解答

# Quiz: The single question Q1.

quiz-q1-title = Q1. 手算一个坐标
quiz-q1-prompt = 取 d_model = 4，底数为通常的 10000。位置向量 PE(2) 的坐标 2 的值是多少？请四舍五入到至少四位小数。
quiz-q1-hint-1 = 坐标 2 是偶数，所以它是正弦，属于对 k = 1（坐标 2 和 3）。
quiz-q1-hint-2 = 这一对的除数是 10000^(2k/d_model) = 10000^(2/4) = 100。
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02)。
quiz-q1-solution-2 = sin(0.02) = 0.0199986667…，保留四位小数为 0.0200（保留六位为 0.019999）。
quiz-q1-solution-3 = 角度很小，所以正弦几乎等于角度本身：sin(x) ≈ x − x³/6。
# Q1's feedback: what to do next.
quiz-q1-next-correct = 打开解答，对照你的解题过程。
quiz-q1-next-incorrect = 下面的提示给出了第一步。

# Quiz: Asking before a change of the settings or of the attempt.

# $name: the setting's name as the settings form labels it (d_model, base, layout, origin).
quiz-ask-settings-title = 更改测验的设置？
quiz-ask-settings-text = 更改“{ $name }”会生成新的题目，你目前已作答的 { $count ->
   *[other] { $given } 个答案
  }将被清除。
quiz-ask-settings-go = 更改并重新开始
quiz-keep-answers = 保留我的答案
quiz-ask-start-over-title = 重新开始？
quiz-ask-start-over-text = 你目前已作答的 { $count ->
   *[other] { $given } 个答案
  }将被清除。题目保持不变。
quiz-ask-new-title = 换一组新题目？
quiz-ask-new-text = 你目前已作答的 { $count ->
   *[other] { $given } 个答案
  }将被清除，测验将用其他题目重新开始。
quiz-ask-end-title = 结束本次作答？
quiz-ask-end-text = 你还可以重新作答 { $count ->
   *[other] { $open } 道题
  }。本次作答结束后，所有答案都将成为最终答案。
quiz-end = 结束本次作答
quiz-not-yet = 暂不结束
quiz-start-over = 重新开始
quiz-new-questions = 新题目

# Quiz: When the quiz cannot be shown. $reason: the cause, a sentence of its own.

quiz-failed-bank = 无法加载题库：{ $reason }
quiz-failed-panels = 无法加载测验：{ $reason }
quiz-failed-settings = 无法按这些设置生成测验：{ $reason }
# Above the list of an author's questions that were refused (the reasons follow, one a line).
quiz-left-out = { $count ->
   *[other] 本测验有 { $n } 道题目被略去：
  }
quiz-no-questions = 本测验没有可出的题目：

# Quiz: The question bank's first line and what it says when its questions change.

# The settings the questions are for. $layout: interleaved or concatenated.
quiz-settings = d_model = { $dModel }，底数 { $base }，{ $layout ->
    [concatenated] 拼接布局
   *[interleaved] 交错布局
  }，词元从 { $origin } 开始编号
# What the questions are about, by the quiz-topics value $topics.
quiz-topics = { $topics ->
    [rope] RoPE
    [both] 正弦位置编码和 RoPE
   *[sinusoidal] 正弦位置编码
  }
# $settings: quiz-settings; $source: own (an author's list) or seed.
quiz-about = 基于 { $settings } 的 { $count ->
   *[other] { $n } 道题目
  }{ $source ->
    [own] ；专为本页编写
    [seed] ；种子 { $seed }
   *[none] {""}
  }。
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = 基于 { $settings }、关于{ $topics }的 { $count ->
   *[other] { $n } 道题目
  }{ $source ->
    [own] ；专为本页编写
    [seed] ；种子 { $seed }
   *[none] {""}
  }。
quiz-changed-settings = 设置已更改，以下是针对 { $settings } 的新题目。
quiz-changed-topics = 关于{ $topics }的新题目。
quiz-changed-seed = 新题目（种子 { $seed }）。
quiz-changed-count = 测验现在有 { $count ->
   *[other] { $n } 道题目
  }。
quiz-changed-questions = 题目已更改。

# Quiz: Place, progress and score.

quiz-where = 第 { $number } 题，共 { $total } 题。
quiz-progress = 第 { $number } 题，共 { $total } 题 · 得分 { $score }/{ $total }
quiz-progress-finished = 已完成 · 得分 { $score }/{ $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = 欢迎回来：你的 { $count ->
   *[other] { $given } 个答案
  }已恢复。{ $where }
quiz-score = 得分 { $score }/{ $total }。
quiz-answer-again = 要重新回答这道题，请按“再试一次”。
quiz-answer-final = 这个答案是最终答案。
quiz-pick-one = 请选择一个选项，然后按“检查”。
quiz-open-again = 第 { $number } 题（共 { $total } 题）已重新开放。得分 { $score }/{ $total }。
quiz-starting-over = 重新开始：第 { $number } 题，共 { $total } 题。
quiz-finished = 测验已完成。得分 { $score }/{ $total }。
quiz-ended = 本次作答已结束：所有答案均为最终答案。得分 { $score }/{ $total }。
quiz-held = 本测验会保留其题目和你的答案：本次作答期间，其设置已锁定。
quiz-solution-after-answer = 这道题作答最终确定后（答对，或已无剩余机会），即可查看解答。
quiz-solution-after-attempt = 本次作答结束后（所有答案均为最终答案，或已在得分页面结束作答），即可查看解答。

# Quiz: Navigation.

quiz-try-again = 再试一次
quiz-previous-question = 上一题
quiz-next-question = 下一题
quiz-next-open = 下一道未答题
quiz-to-score = 查看得分

# Quiz: The answer form of a choice question.

quiz-choose-all = 请选择所有成立的选项。
# An option's letter before its text ($letter: a, b, c …).
quiz-choice-letter = { $letter }.
# After each option the learner chose, once the answer is judged.
quiz-your-choice = （你的答案）

# Quiz: The feedback after the verdict.

quiz-next-solution = 打开解答对照你的解题过程，或继续下一题。
quiz-next-go-on = 继续下一题。
quiz-retry-any = 按“再试一次”重新作答，或打开提示。
quiz-retry-count = 这道题你还可以再答 { $count ->
   *[other] { $left } 次
  }：请按“再试一次”，或打开提示。
quiz-final = 这个答案是最终答案：这道题已没有剩余的作答机会。
quiz-type-more-decimals = 请多输入几位小数，然后再次按“检查”。
# $response: the answer as the learner gave it.
quiz-your-answer-was = 你的答案是 { $response }。
quiz-all-answered = { $count ->
   *[other] 全部 { $total } 道题
  }均已作答：得分 { $score }/{ $total }。
# An author's feedback on one option chosen ($feedback: the author's words).
quiz-option-feedback = { $letter }. { $feedback }
# The checker of an author's choice question.
quiz-choice-correct-one = 这正是成立的那个选项。
quiz-choice-correct-several = 这些正好是所有成立的选项。
quiz-choice-incorrect-one = 这个选项不成立。
quiz-choice-incorrect-several = 你选择的选项与成立的选项不完全一致。
quiz-choice-unreadable = 请从 { $n } 个选项中选择一个或多个，然后按“检查”。

# Quiz: The score page.

quiz-summary-heading = 你的得分
quiz-summary-score = 你在 { $count ->
   *[other] { $total } 道题
  }中答对了 { $score } 道（{ $percent }%）。
# A line of the results: the question's topic, then its outcome in bold.
quiz-result-topic = { $topic }：
quiz-result-correct = 正确
quiz-result-incorrect = 不正确
quiz-result-slip = （可能的错误：{ $name }）
quiz-review = 回顾题目
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = 你还可以重新作答{ $count ->
   *[other] 第 { $numbers } 题
  }。
# A list of numbers: the last two, and each one before them.
quiz-list-two = { $first } 和 { $second }
quiz-list-more = { $first }、{ $rest }
quiz-attempt-over = 本次作答已结束：所有答案均为最终答案。

# Quiz: What a question is about: the line above it, its line on the score page, its record's name.

quiz-topic-a = 位置 0
quiz-topic-b = 最快的一对
quiz-topic-c = 最慢的一对
quiz-topic-d = 单个对会重复，整个向量不会
quiz-topic-e = 偏移就是旋转
quiz-topic-f = 很远的位置
quiz-topic-g = 最长波长与底数
quiz-topic-h = 两个位置的点积
quiz-topic-i = RoPE：单个对的角度
quiz-topic-j = RoPE：注意力分数
quiz-topic-k = RoPE：缩放后的频率
quiz-topic-l = RoPE：永远转不满一整圈的对
quiz-topic-coordinate = 单个坐标
quiz-topic-choice = 选出成立的选项

# Quiz: The records a course platform receives (xAPI statements): names and descriptions.

quiz-statement-question = 第 { $number } 题：{ $topic }
quiz-statement-quiz = 正弦位置编码测验
quiz-statement-quiz-about = 针对 { $settings } 的 { $count ->
   *[other] { $n } 道题目
  }（{ $source ->
    [own] 专为本页编写
   *[seed] 种子 { $seed }
  }）。

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# Shared by several figures.
# The pair slider's label.
figure-pair-label = 对 k
# The pair slider's readout: $k the pair shown, $last the last pair (d_model/2 − 1).
figure-pair-readout = k = { $k }（0 到 { $last }）
# The same with a note about the pair, e.g. its frequency "ω₁ = 0.01".
figure-pair-readout-note = k = { $k }（0 到 { $last }），{ $note }
# What a screen reader says for the pair slider's value.
figure-pair-valuetext = 第 { $k } 对
figure-pair-valuetext-note = 第 { $k } 对，{ $note }
# A pair's frequency, as a formula: $k is the pair's number as a subscript (₁).
figure-omega-note = ω{ $k } = { $omega }
# Between the items of a list inside a sentence (values at several positions).
figure-list-separator = ；
# Column header: the position.
figure-head-pos = pos

# Figure: the sine and cosine waves of one pair over position.
figure-waves-title = 单个对的波形。
figure-waves-view-period = 显示一个完整周期
figure-waves-view-positions = 适配列出的位置
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = 横轴范围
figure-waves-values-region = 列出位置处的值
figure-waves-x-label = 位置 pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = 一个周期 2π/ω{ $k } = { $period }{ $end ->
        [beyond] （终点超出视图）
        [arrow] {" "}→
       *[in] {""}
    }
# The key of the plot: $i the coordinate (column) of the sine or the cosine.
figure-waves-key-sin = sin，坐标 { $i }
figure-waves-key-cos = cos，坐标 { $i }
# One item of the drawing's text alternative.
figure-waves-label-value = pos { $pos }：sin { $sin }，cos { $cos }
# The drawing's text alternative; $values are items of figure-waves-label-value; $more: yes when
# there are more positions than those listed.
figure-waves-label = 第 { $k } 对（ω = { $omega }）从位置 { $from } 到 { $to } 的正弦和余弦；一个周期为 { $period } 个位置。{ $values }{ $more ->
        [yes] ；…
       *[no] {""}
    }。
# The caption: $ksub the pair as a subscript, $layout interleaved or concatenated.
figure-waves-caption = 对 k = { $k }（坐标 { $sin } 和 { $cos }，{ $layout ->
        [concatenated] 拼接
       *[interleaved] 交错
    }）的 sin(ω{ $ksub }·pos) 和 cos(ω{ $ksub }·pos)，ω{ $ksub } = { $base }^(−2·{ $k }/{ $d }) = { $omega }；圆点为列出的位置。
figure-waves-desc = 曲线每隔 2π/ω{ $k } = { $period } 个位置重复一次（标出的区间）。
# $turns: the part of a period the listed positions span.
figure-waves-desc-cover = 列出的位置覆盖了 { $turns } 个周期，因此这一对在其间{ $movement ->
        [long] 转过了很大的角度
        [visible] 有明显的转动
       *[barely] 几乎没有转动
    }。
figure-waves-table-caption = 列出位置处的值
figure-waves-table-caption-first = 列出位置处的值（{ $total } 个中的前 { $shown } 个）
figure-waves-head-sin = sin · 坐标 { $i }
figure-waves-head-cos = cos · 坐标 { $i }
figure-heatmap-title = 整个矩阵。
# The two layouts of a pair's sine and cosine in the vector (radio buttons and captions).
figure-layout-label = 布局
figure-layout-interleaved = 交错
figure-layout-concatenated = 拼接
figure-heatmap-interleaved-note = （sin, cos, sin, cos …）
figure-heatmap-concatenated-note = （先是全部正弦，再是全部余弦）
figure-rotation-title = 偏移就是旋转。
figure-rotation-offset = 偏移 Δ
figure-rotation-start = 起点 p
figure-dot-title = 点积只取决于偏移。
figure-dot-span = 显示的偏移范围
figure-dot-numbers-region = 标记偏移处的点积
figure-wavelengths-title = 波长阶梯。
figure-wavelengths-context = 上下文长度
figure-wavelengths-compare = 与底数对比
figure-input-title = 只在输入处加一次。
figure-input-region = 示例嵌入、位置向量及其和
figure-learned-title = 公式与学习得到的表对比。
figure-learned-look-up = 查找位置
figure-precision-title = float32 和朴素 float64 与精确值的对比。
figure-precision-region = float64 和 float32 表格
figure-rope-title = RoPE：注意力内部的旋转。
figure-rope-offset = 偏移 m − n
figure-rope-key-at = 键的位置 n
figure-rope-shift = 两者同时平移 t
figure-rope-numbers-region = 整个向量的分数
figure-rope-decay-title = RoPE 的远程衰减。
figure-rope-decay-span = 显示的距离范围
figure-rope-decay-compare = 与底数对比
figure-rope-decay-region = 若干距离处的上界
figure-rope-scaling-title = 扩展上下文：缩放前后的各个波长。
figure-rope-scaling-model = 模型
figure-rope-scaling-method = 缩放方法
figure-rope-scaling-region = 每一对缩放前后的波长
# The heat map's axis labels (the arrows point along the axes: keep them).
figure-heatmap-x-label = 坐标 i →
figure-heatmap-y-label = 位置 ↓
# The colour scale: $low, $zero and $high are the numbers −1, 0 and +1.
figure-heatmap-legend-label = 色标：{ $low } 为冷色端，{ $zero } 为中性色，{ $high } 为暖色端。
figure-heatmap-legend-low = { $value }
figure-heatmap-legend-high = { $value }
figure-heatmap-legend-note = （sin 和 cos 的值；0 为中间色）
figure-heatmap-keys = 指向图中（或轻触并拖动）即可读取数值；也可让其获得焦点后使用方向键（Shift：十步；Page Up/Down：行数的十分之一；Home/End：第一个/最后一个坐标）。用 + 和 −、滚轮或双指捏合进行缩放，最小可放大到单个单元格；按 0 显示整张图；放大后可拖动平移。
figure-heatmap-zoom = 缩放
figure-heatmap-zoom-in = 放大
figure-heatmap-zoom-out = 缩小
figure-heatmap-zoom-whole = 显示整张图
figure-heatmap-zoom-whole-button = 整张图
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = 这将是一张包含 { $size } 的图（例如 4096 × 1024）；请减小 max_len 或 d_model。
# Beside the zoom buttons: the part of the map on screen.
figure-heatmap-view-whole = 整张图。
figure-heatmap-view = 第 { $r0 } 到 { $r1 } 行，第 { $c0 } 到 { $c1 } 列。
figure-heatmap-order-interleaved = 各列逐对交替为正弦和余弦。
figure-heatmap-order-concatenated = 第 0 到 { $last } 列为正弦，第 { $first } 到 { $end } 列为余弦。
# The map's text alternative: $rows positions by $d coordinates; $layout interleaved or concatenated.
figure-heatmap-label = PE(pos, i) 的热图：{ $rows } 个位置（第 0 到 { $last } 行）× { $d } 个坐标（第 0 到 { $lastColumn } 列），底数 { $base }，{ $layout ->
        [concatenated] 拼接
       *[interleaved] 交错
    }布局。颜色从 { $low } 处的冷色，经 { $zero } 处的中性色，过渡到 { $high } 处的暖色。
# $order is figure-heatmap-order-…; $first and $last are wavelengths in positions.
figure-heatmap-desc = 每一行是一个位置，每一列是一个坐标。{ $order }第一对每隔 { $first } 个位置重复一次，因此其各列逐行闪烁变化；最后一对的波长为 { $last } 个位置，因此其各列变化缓慢{ $cycle ->
        [never] ，在本图中连一个周期也走不完
       *[some] {""}
    }。
figure-heatmap-caption = PE(pos, i)：纵向为位置 0 到 { $last }（max_len = { $rows }），横向为坐标 0 到 { $lastColumn }，d_model = { $d }，底数 { $base }，{ $layout ->
        [concatenated] 拼接
       *[interleaved] 交错
    }布局。
figure-heatmap-readout-none = 指向图中，或让其获得焦点后按方向键，即可读取数值。
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = 位置 { $row }，坐标 { $col }（第 { $k } 对的 { $fn }）：PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = 位置 { $row }（词元 { $token }），坐标 { $col }（第 { $k } 对的 { $fn }）：PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k })，ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = 尖端处的圆周，放大 ×{ $zoom }
figure-rotation-axes = 横轴：cos，坐标 { $cos }。纵轴：sin，坐标 { $sin }。
# $turn: which way the pair turns (the sign of Δ).
figure-rotation-label = 第 { $k } 对的单位圆：p = { $p } 处的子向量（角度 { $angleP } 弧度）与 p + Δ = { $q } 处的子向量（角度 { $angleQ } 弧度），{ $turn ->
        [clockwise] 顺时针旋转（Δ 为负）
        [none] 没有旋转（Δ = 0）
       *[counter] 逆时针旋转
    }，转角 ω·Δ = { $phi } 弧度。
# A formula: $k is the pair as a subscript, $degrees the angle in degrees.
figure-rotation-phi = φ = ω{ $k }·Δ = { $omega } × { $delta } = { $phi } 弧度（{ $degrees }°）
# $whole: the number of whole turns (chooses the plural), $wholeText the same number written out.
figure-rotation-turns = 即 { $turns } 圈；圆弧显示的是去掉 { $whole ->
       *[other] { $wholeText } 个整圈
    }后剩余的部分。
figure-rotation-matrix = 该偏移对应的旋转矩阵
figure-rotation-vector-p = p = { $p } 处的子向量
figure-rotation-vector-q = p + Δ = { $q } 处的子向量
figure-rotation-rows = 各行：[cos φ, sin φ] 和 [−sin φ, cos φ]。向量中 sin(ω{ $k }·pos) 在上、cos(ω{ $k }·pos) 在下（坐标 { $sin }、{ $cos }）。乘积与直接计算的 PE({ $q }) 完全一致，精确到最后一位。
figure-rotation-rows-within = 各行：[cos φ, sin φ] 和 [−sin φ, cos φ]。向量中 sin(ω{ $k }·pos) 在上、cos(ω{ $k }·pos) 在下（坐标 { $sin }、{ $cos }）。乘积与直接计算的 PE({ $q }) 一致，误差在 { $gap } 以内。
figure-rotation-caption = 对 k = { $k } 在其单位圆上：从 p = { $p } 到 p + Δ = { $q }，这一对转过 ω{ $ksub }·Δ = { $phi } 弧度，{ $turn ->
        [clockwise] 顺时针（Δ 为负）
        [none] 即没有旋转（Δ = 0）
       *[counter] 逆时针
    }。同一个矩阵对任意 p 都适用。
figure-rotation-desc = 该矩阵只取决于 Δ 和 ω{ $k }，与 p 无关：每一对都按自己的角度 ω{ $k }·Δ 旋转，因此每个偏移对应一个固定的线性映射，用它即可移动整个向量。负的 Δ 给出逆旋转。

# Figure: the dot product of two position vectors depends only on their offset.
# A choice of the offsets shown: from $low to $high.
figure-dot-span-option = { $low } … { $high }
figure-dot-x-label = 偏移 Δ = p − q
# In the key: $half is d/2, the largest value.
figure-dot-key-peak = 峰值 d/2 = { $half } 位于 Δ = 0；标记位于 ±Δ
figure-dot-label = Δ 从 { $low } 到 { $high } 时 PE(p0 + Δ) 与 PE(p0) 的点积，分别取 p0 = { $pA } 和 p0 = { $pB }：两条曲线重合（最大差距 { $gap }），在 Δ = 0 处取峰值 { $half }，关于 Δ = 0 镜像对称；在 Δ = ±{ $delta } 处的值为 { $value }。
figure-dot-caption = p₀ = { $pA } 和 p₀ = { $pB } 时的 PE(p₀ + Δ)·PE(p₀)，d_model = { $d }：同一条曲线，关于 Δ = 0 对称。
figure-dot-desc-exact = 每一对贡献 sin·sin + cos·cos = cos(ω_k Δ)，因此总和为 Σ_k cos(ω_k Δ)：只有偏移参与其中，而 cos(−x) = cos x 使 ±Δ 处的值相等。由表格各行求和得到的两条曲线最多相差 { $gap }，并且在检验过的点上与恒等式 Σ_k cos(ω_k Δ) 完全吻合。
figure-dot-desc-within = 每一对贡献 sin·sin + cos·cos = cos(ω_k Δ)，因此总和为 Σ_k cos(ω_k Δ)：只有偏移参与其中，而 cos(−x) = cos x 使 ±Δ 处的值相等。由表格各行求和得到的两条曲线最多相差 { $gap }，并且在检验过的点上与恒等式 Σ_k cos(ω_k Δ) 的差在 { $identity } 以内。

# Figure: the wavelength of every pair on a log scale, against the context length.
figure-wavelengths-x-label = { $layout ->
        [concatenated] 对 k（坐标 k 和 k + d/2）
       *[interleaved] 对 k（坐标 2k 和 2k + 1）
    }
figure-wavelengths-y-label = 波长 λₖ（位置数，对数刻度）
# The line of the context length: $context positions.
figure-wavelengths-context-mark = 上下文 { $context }
# How the slowest pair compares with the context: $ratio the part of a cycle (or the number of cycles)
# across the context; $over of $pairs pairs are longer than it.
figure-wavelengths-longer = 长于 { $context } 的上下文：最慢的一对在整个上下文中只转过 { $ratio } 个周期，因此它能区分整个上下文中的先后顺序而不重复（{ $pairs } 对中有 { $over } 对的 λₖ > { $context }）。
figure-wavelengths-shorter = 短于 { $context } 的上下文：即使最慢的一对也会在其中绕转 { $ratio } 圈，因此没有任何一对能单独区分上下文的开头和结尾。
# After the formula λ_max = 2π · b^((d−2)/d): $last the slowest pair.
figure-wavelengths-general = ，来自最慢的一对 k = d/2 − 1 = { $last }。
figure-wavelengths-base = 底数 { $base }：
# After the formula of one base: $verdict is figure-wavelengths-longer or -shorter.
figure-wavelengths-line = {" "}= 2π × { $power } = { $lambda } 个位置，{ $verdict }
# $over and $otherOver choose the plural; $overText and $otherOverText are the same numbers written out.
figure-wavelengths-label = { $pairs } 对的波长（对数刻度）：底数为 { $base } 时从 { $first } 升至 { $last }；底数为 { $other } 时升至 { $otherLast }。图中标出了上下文长度 { $context }：波长比它更长的，底数 { $base } 时{ $over ->
        [0] 没有任何一对
       *[other] 有 { $overText } 对
    }，底数 { $other } 时{ $otherOver ->
        [0] 没有任何一对
       *[other] 有 { $otherOverText } 对
    }。
figure-wavelengths-caption = d_model = { $d } 时每一对的 λₖ = 2π·b^(2k/d)，底数 { $base }（圆圈）对比底数 { $other }（方块）；实心标记表示波长长于 { $context } 个位置的上下文的对。
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = d_model = { $d } 时每一对的 λₖ = 2π·b^(2k/d)，底数 { $base }（圆圈）对比底数 { $other }（方块），每 { $stride } 对绘制一对；实心标记表示波长长于 { $context } 个位置的上下文的对。

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = 词元 tᵢ
figure-input-block = 模块 { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = 在此相加，仅一次
figure-input-inside-stack = 堆叠内部：
figure-input-no-pe-again = 不再加 PE
figure-input-inside-stack-no-pe = { figure-input-inside-stack }{ figure-input-no-pe-again }
# The example sentence whose tokens the table shows, words separated by spaces (a word may come twice;
# it keeps its one row of made-up numbers). Any short sentence of the language will do.
figure-input-example-words = 猫 坐 在 垫子 上
# A token of the example sentence, quoted.
figure-input-quoted-word = “{ $word }”
figure-input-desc = 位置向量与嵌入的宽度相同，均为 d_model，并且只在第一个模块之前加一次。随后各模块对这个和做混合与变换；它们都不会再次接收 PE(i)。如果一个网络在每一层都加上同一个向量，那就是另一种架构了。
figure-input-label = 示意图：在嵌入表 E 中查找各词元；PE(i) 只加到 E[t_i] 上一次；和 x_i 进入模块 1，然后依次进入模块 2 直到模块 N，没有任何模块再次加入 PE。
# $shown: first when only the first $cols coordinates are shown; $origin: moved when token numbers
# start elsewhere than position 0 ($originText); $decimals chooses the plural.
figure-input-table-caption = 示例嵌入（虚构的数字），d_model = { $d }{ $shown ->
        [first] ，仅显示前 { $cols } 个坐标
       *[all] {""}
    }{ $origin ->
        [moved] ；词元 i 位于 pos = i − { $originText }
       *[zero] {""}
    }；数值四舍五入到 { $decimals ->
       *[other] { $decimalsText } 位小数
    }
figure-input-head-token = 词元 tᵢ
figure-input-head-term = 项
figure-input-head-coord = 坐标 { $c }
figure-input-caption = xᵢ = E[tᵢ] + PE(i)：每个词元的嵌入行加上其所在位置的位置向量，在模块 1 之前只加一次。

# Figure: a learned table of positions against the formula, looked up past its end.
# The names of the two tracks.
figure-learned-track-table = 学习得到的表
figure-learned-track-formula = 公式
figure-learned-rows = 第 { $first } … { $last } 行
figure-learned-no-rows = 没有行
# Above the line of the position looked up.
figure-learned-pos = pos { $pos }
figure-learned-row = ✓ 有该行
figure-learned-no-row = ✗ 无该行
figure-learned-computed = ✓ 可计算
# $row: yes when the position looked up has a row in the table.
figure-learned-label = 位置轴：学习得到的表包含第 0 到 { $last } 行；位置 { $pos } 在表中{ $row ->
        [yes] 有对应的行
       *[no] 没有对应的行
    }，而公式的曲线延续到 { $last } 之后，并在 { $pos } 处给出一个值。
figure-learned-table-lead = 学习得到的表：
figure-learned-row-exists = 第 { $pos } 行存在；其中的数值是训练碰巧留下的结果。
# $between: yes when the position is not a whole number.
figure-learned-lookup-fails = lookup({ $pos }) 失败：一张 { $rows } 行的表，索引为 0 … { $last }{ $between ->
        [yes] ，且整数之间没有行
       *[no] {""}
    }，因此没有可加的向量。
figure-learned-formula-lead = 公式：
# After the formula's vector: which wave is drawn ($k the pair, $i its sine's coordinate).
figure-learned-wave = （绘制的波形：第 { $k } 对的 sin，坐标 { $i }，ω = { $omega }）
figure-learned-moral = 可计算不等于可泛化。公式为位置 { $pos } 返回向量，与为位置 { $one } 返回向量一样容易，而且每一项都保持在 { $low } 和 { $high } 之间。这只说明输入是有定义的：一个在最多 { $rows } 个词元的序列上训练的模型，仍可能学到只在 { $rows } 以内成立的注意力模式和统计规律，只有在更长的输入上测试，才能知道它能否应对。
figure-learned-caption = 为 max_len = { $rows } 个位置学习得到的表与公式的对比，在位置 { $pos } 处查找。

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = 精确值（本核心）
figure-precision-float32 = float32（ω、pos·ω、sin/cos 均经舍入）；已标出改变的数字
figure-precision-float64 = 按 NumPy 方式计算的 float64（先 pos · div_term，再求 sin/cos）；已标出改变的数字
figure-precision-error32 = |float32 − 精确值|
figure-precision-error64 = |按 NumPy 方式的 float64 − 精确值|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = 最大值
figure-precision-max-of = { $d } 个中的最大值
figure-precision-x-label = 位置（对数刻度）
figure-precision-y-label = 该行中的最大误差
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = 位置 { $pos } 非常大，以至于角度 pos·ω₀ = { $angle } 附近相邻的 float64 数相距 { $spacing }。以 float64 存储的角度可能偏差其一半，即 { $half }，超过小数点后第 { $place } 位的半个单位（{ $threshold }）：像 NumPy 那样把角度作为单个 float64 乘积来计算的代码，会把快速对的最后几位显示小数算错。本核心对角度进行精确约简，因此其数字仍然是精确的。
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = 行内最大误差随位置的变化，双对数刻度。float32：位置 1000 附近为 { $e32a }，位置 100000 附近为 { $e32b }，位置 1000 万附近为 { $e32c }。按 NumPy 方式的 float64：位置 1000 万附近为 { $e64a }，位置 10¹² 附近为 { $e64b }，位置 10¹⁵ 附近为 { $e64c }。表示小数点后第 { $place } 位半个单位的那条线：float32 在{ $cross32 ->
        [yes] 位置 { $at32 } 附近
       *[no] 范围内没有
    }越过，float64 在{ $cross64 ->
        [yes] 位置 { $at64 } 附近
       *[no] 范围内没有
    }越过。
figure-precision-desc = float32 大约保留 7 位有效数字，因此舍入后的角度 pos·ω 最多可偏差该角度的半个 float32 单位，而这一误差与位置成正比增长（虚线 ½ ulp₃₂）；超过约 2²⁴ ≈ 1.7·10⁷ 后，float32 甚至无法表示每一个整数位置。{ $cross32 ->
        [yes] 显示 { $decimalsText } 位小数时，float32 大约从位置 { $at32 } 起改变显示的数字。
       *[no] {""}
    }按朴素方式计算的 float64 也有同样的问题，只是要晚约 5·10⁸ 倍（½ ulp₆₄）：NumPy 的 div_term 被舍入为 float64，其舍入误差乘以位置，就成了角度的误差{ $cross64 ->
        [yes] ；显示 { $decimalsText } 位小数时，它大约从位置 { $at64 } 起改变显示的数字
       *[no] {""}
    }，在 10¹⁵ 附近为 { $e64 }。本核心以 256 位精度保存 ω_k，并对角度进行精确约简：在 2⁵³ 以内，其数值误差保持在 10⁻¹⁵ 以内。
figure-precision-caption = 以 float32（框架常用的计算方式）和按 NumPy 代码方式计算的 float64 得到的表格，与精确值并列，d_model = { $d }，底数 { $base }；两种误差都随位置增长。

# Figure: RoPE turns the query and the key inside attention; their score depends on m − n only.
# The two choices of vectors q and k, and the label of that choice.
figure-rope-vectors = q 和 k
figure-rope-example = 示例向量
figure-rope-ones = 每一对均为 (1, 0)
# The label of the choice of layout (which coordinates form a pair).
figure-rope-pairing = 配对方式
# The pair's angle per position, a formula: $k the pair as a subscript.
figure-rope-pair-note = θ{ $k } = ω{ $k } = { $theta }
# Above each circle: the positions of the query (m) and the key (n).
figure-rope-panel = m = { $m }，n = { $n }
# Above the second circle: both moved by $t; $title is figure-rope-panel.
figure-rope-panel-shifted = 两者同时平移 t = { $t }：{ $title }
figure-rope-query = m 处的 q
figure-rope-key = n 处的 k
figure-rope-pair-product = 第 { $k } 对：{ $value }
figure-rope-angle = { $angle } 弧度
# Under the circles, one line per layout: the coordinates ($a, $b) that form pair k.
figure-rope-layout-row = { $layout ->
        [concatenated] 拼接：对 k = (k, k + d/2)
       *[interleaved] 交错：对 k = (2k, 2k + 1)
    } = ({ $a }, { $b })
figure-rope-layout-row-short = { $layout ->
        [concatenated] 拼接
       *[interleaved] 交错
    }：({ $a }, { $b })
# After the line of the layout the widget uses.
figure-rope-used-here = {" "}— 此处采用
figure-rope-across = 横轴：该对的坐标 { $a }；纵轴：坐标 { $b }。逆时针为正方向。
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }，k = { $k }：同样的八个数在 d 个坐标上重复。
figure-rope-vectors-ones = q = k = { $v }：每一对都是 (1, 0)，无论布局把哪个坐标放在哪里。
figure-rope-scores-caption = 整个向量的分数，d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = 查询位置
figure-rope-head-key = 键位置
figure-rope-head-score = 分数
figure-rope-shift-same = 两者同时平移 t 后，分数保持不变，精确到最后一位。
figure-rope-shift-within = 两者同时平移 t 后，分数保持不变（差异在 { $gap } 以内，源于舍入）。
figure-rope-swapped-same = 交换两者会使 m − n 变号；对这些向量而言，正弦项相互抵消，因此分数不变。
figure-rope-swapped-changes = 交换两者会使 m − n 变号，分数也随之改变：它取决于带符号的偏移。
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = 当每一对中都有 q = k = (1, 0) 时，正弦项消失，RoPE 与 2017 年的表格相吻合：
# After that formula.
figure-rope-bridge-same = 。核心给出的分数为 { $score }，表格的点积为 { $dot }：是同一个数，精确到最后一位。
figure-rope-bridge-differ = 。核心给出的分数为 { $score }，表格的点积为 { $dot }：两者相差 { $gap }，源于舍入。
figure-rope-caption = 位于 m = { $m } 的查询和位于 n = { $n } 的键的对 k = { $k }，各自按其位置乘以 θ{ $ksub } 的角度逆时针旋转：它们之间的夹角，从而分数，只取决于 m − n = { $delta }。
figure-rope-desc = RoPE 将查询的第 k 对旋转 m·θ_k，将键的第 k 对旋转 n·θ_k（RoFormer 的旋转：(x_a, x_b) 变为 (x_a cos − x_b sin, x_a sin + x_b cos)）。两者同时平移 t，会使两者都再多转 t·θ_k，因此它们之间的夹角及其乘积保持不变。条带显示哪两个坐标组成第 { $k } 对：交错时为相邻坐标（RoFormer、GPT-J、Meta 的 Llama 代码），拼接时相隔半个向量（GPT-NeoX、Hugging Face 的 Llama、Mistral、Qwen2）。
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } 和 { $b }
figure-rope-label = q 和 k 的第 { $k } 对位于圆上：转到位置 m = { $m } 和 n = { $n } 时，两者相距 { $gap } 弧度，乘积为 { $product }；两者同时平移 t = { $t } 后，它们一起旋转，仍相距 { $gap } 弧度，乘积为 { $product }。下方：交错时第 { $k } 对为坐标 { $layoutA }，拼接时为坐标 { $layoutB }。

# Figure: RoFormer's bound on the RoPE score falls as the relative distance grows.
# A choice of the distances shown: from $low to $high.
figure-rope-decay-span-option = { $low } … { $high }
figure-rope-decay-x-label = 相对距离 r = m − n
figure-rope-decay-y-label = 分数的上界
# In the key, and as a column header: the base of one curve.
figure-rope-decay-key = 底数 { $base }
# Followed by a formula: bound(r) = (2/d)·Σ_j |S_j(r)|.
figure-rope-decay-formula-lead = RoFormer 给出的分数上界为{" "}
# Between that formula and the next: S_j(r) = Σ_l e^(i·r·θ_l).
figure-rope-decay-formula-mid = ，其中{" "}
# After the second formula: $half is d/2.
figure-rope-decay-formula-tail = {" "}是前 j 对旋转之和（l = 0 … j − 1，j = 1 … d/2 = { $half }）。
figure-rope-decay-start = 在 r = 0 时，所有旋转都指向同一方向：d = { $d } 时上界为 (d/2 + 1)/2 = { $value }。
figure-rope-decay-half-never = 底数为 { $base } 时，直到显示的最后一个距离，它都保持在该值的一半以上。
figure-rope-decay-half = 底数为 { $base } 时，它在 r ≈ { $r } 处首次降到该值的一半。
figure-rope-decay-table-caption = 若干距离处的上界
figure-rope-decay-caption = RoFormer 给出的 RoPE 分数上界随相对距离 r = 0 … { $high } 的变化，d = { $d }，底数 { $a }（实线）和底数 { $b }（虚线）：两个词元相距越远，它们的旋转叠加得越少。
figure-rope-decay-desc = 在查询和键之间，每一对旋转 r·θ_l。r = 0 时所有旋转方向一致；随着 r 增大，快速的对指向各个方向，它们的和随之缩小，因此对于内容相同的键，查询对较远的键注意力较弱。较大的底数使更多的对保持缓慢旋转，因此上界下降得更慢。这只是上界，而不是分数本身，而且它不一定平滑下降。
figure-rope-decay-label = d = { $d } 时衰减上界随 r 从 0 到 { $high } 的变化：两种底数都从 { $start } 开始，在 r = { $high } 处，底数 { $a } 时为 { $endA }，底数 { $b } 时为 { $endB }。
# Added to the text alternative when the widget's offset is on the plot: the bound there for both bases.
figure-rope-decay-label-offset = 在偏移 r = { $r } 处：分别为 { $a } 和 { $b }。

# Figure: extending the context of a RoPE model; every pair's wavelength before and after scaling.
figure-rope-scaling-own = 你自己的设置
# The scaling methods by their config.json type ($type); names of published methods stay as they are.
figure-rope-scaling-method-name = { $type ->
        [linear] 位置插值（linear）
        [ntk] NTK-aware
        [dynamic] 动态 NTK
        [yarn] YaRN
        [llama3] Llama 3.1（llama3）
       *[none] 无
    }
figure-rope-scaling-factor = 缩放因子 s
figure-rope-scaling-x-label = 对 k
figure-rope-scaling-y-label = 波长（位置数，对数刻度）
# In the key (λ_k = 2π/θ_k is a formula).
figure-rope-scaling-before = 缩放前：λ_k = 2π/θ_k
figure-rope-scaling-after = 缩放后：{ $method }
# Lines across the plot: the original and the extended context, in tokens.
figure-rope-scaling-original = 原始上下文 { $context }
figure-rope-scaling-extended = 扩展后 { $context }
# Where a model's numbers come from: $name and $model name the model, $type is rope_scaling's type.
figure-rope-scaling-source = { $name }：{ $model } 的 config.json 给出每个注意力头 d = { $d }，底数（rope_theta）{ $base }，上下文为 { $context } 个词元，没有 rope_scaling。
figure-rope-scaling-source-scaled = { $name }：{ $model } 的 config.json 给出每个注意力头 d = { $d }，底数（rope_theta）{ $base }，上下文为 { $context } 个词元，rope_scaling 为 { $type }（因子 { $factor }，原始上下文 { $original }）。
figure-rope-scaling-own-source = 组件的设置：d = { $d }，底数 { $base }，原始上下文 { $context } 个词元（context-length）。
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = 不缩放时{" "}
figure-rope-scaling-none-tail = ：上下文保持训练时的长度。
figure-rope-scaling-linear-lead = 位置插值将位置 m 读作 m/s：
figure-rope-scaling-linear-tail = ，每个波长都变为原来的 s 倍。
figure-rope-scaling-ntk-lead = NTK-aware 缩放会增大底数：
figure-rope-scaling-ntk-tail = ，最慢的一对转速降为 1/s，最快的一对不变。
figure-rope-scaling-dynamic-lead = 动态 NTK 在序列长度 L 超过 L₀ 后随 L 增大底数：
figure-rope-scaling-dynamic-tail = （L = { $length } 时）。
figure-rope-scaling-yarn-lead = YaRN 保留在 L₀ 内转很多圈的对，对慢的对做插值，两者之间用斜坡函数 γ_k 过渡：
figure-rope-scaling-yarn-tail = ；它还将注意力 logits 乘以 (0.1·ln s + 1)² = { $attention }。
figure-rope-scaling-llama3-lead = Llama 3.1 保留满足{" "}
figure-rope-scaling-llama3-mid = {" "}的对，在满足{" "}
figure-rope-scaling-llama3-tail = {" "}的对上将频率除以 s，介于两者之间的则混合过渡。
figure-rope-scaling-counts = 在 { $pairs } 对中，{ $kept } 对保持原波长，{ $stretched } 对拉长为 { $s } 倍，{ $between } 对介于两者之间。
# $before and $after choose the plural; $beforeText and $afterText are the same numbers written out.
figure-rope-scaling-turns = { $before ->
       *[other] 有 { $beforeText } 对
    }在原始的 { $original } 个词元内转不满一圈；缩放后，{ $after ->
       *[other] 有 { $afterText } 对
    }在扩展上下文的 { $extended } 个词元内转不满一圈。
figure-rope-scaling-table-caption = 波长（位置数）
figure-rope-scaling-caption = { $name }，d = { $d }：每一对在缩放前（圆圈）和经 { $method } 缩放后（方块）的波长，对照 { $original } 个词元的原始上下文。
figure-rope-scaling-caption-extended = { $name }，d = { $d }：每一对在缩放前（圆圈）和经 { $method } 缩放后（方块）的波长，对照 { $original } 个词元的原始上下文和扩展后的 { $extended } 个词元。
figure-rope-scaling-desc = 模型学到的是各对在其训练上下文内的行为。波长短于该上下文的对已经转过很多圈，超出上下文后也是安全的；波长长于上下文的对从未转满一圈，因此超出上下文的位置会给它们带来模型从未见过的角度。这些方法让这些对转得更慢（波长更长），使扩展后的上下文映射到训练中见过的角度上。
figure-rope-scaling-label = { $name }：{ $pairs } 对。缩放前其波长从 { $firstBefore } 到 { $lastBefore } 个位置；经 { $method } 缩放后，从 { $firstAfter } 到 { $lastAfter }。{ $kept } 对保持原波长，{ $stretched } 对被拉长。图中标出了原始上下文 { $original } 和扩展上下文 { $extended }。

## Sliders and play
# The offset's slider beside the offset field; $min and $max: its ends.
figure-slider-offset = 偏移 Δ，从 { $min } 到 { $max }

## Phones: touch screens
# On touch screens, in place of figure-heatmap-keys: one finger scrolls the page, two pinch and pan the map.
figure-heatmap-keys-touch = 轻触图中即可读取数值。单指滑动会滚动页面；双指捏合可缩放图，双指移动可平移图。使用键盘时：让图获得焦点，然后使用方向键、+ 和 −，按 0 显示整张图。
# On touch screens, in place of figure-heatmap-readout-none.
figure-heatmap-readout-none-touch = 轻触图中即可读取数值。

## Figures on small screens
# The heat map's caption ends with what one screen pixel of the picture holds, measured from the size
# it is drawn at. $rows and $cols: positions and coordinates per pixel, numbers written out (1.5, 0.19);
# $rowsCount and $colsCount: the same numbers, for the plural; $averaged: yes when a pixel shows the
# mean of the values it covers (more rows or columns than pixels), no otherwise.
figure-heatmap-pixel = 每个像素：约 { $rowsCount ->
       *[other] { $rows }
    } 个位置 × { $colsCount ->
       *[other] { $cols }
    } 个坐标{ $averaged ->
        [yes] ，取平均值。
       *[no] 。
    }
# When every value has several pixels: $height and $width, pixels per value, numbers written out.
figure-heatmap-pixel-cell = 每个值：约 { $height } × { $width } 像素。
# Several figures are shown one at a time, chosen with tabs: the tab list's name, then one short name per figure.
figure-tabs-label = 图示
figure-tab-heatmap = 热图
figure-tab-waves = 波形
figure-tab-rotation = 旋转
figure-tab-dot = 点积
figure-tab-wavelengths = 波长
figure-tab-input = 输入相加
figure-tab-learned = 学习得到的表
figure-tab-precision = 精度
figure-tab-rope = RoPE
figure-tab-rope-decay = RoPE 衰减
figure-tab-rope-scaling = RoPE 缩放

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# The share panel: the code that puts this view on another page, the table as text, the figures as files.

share-code-title = 将此视图放到另一个页面上
share-code-note = 只写出与默认值不同的设置。
# dist/sinusoidal-pe.js is a file name: keep it as it is.
share-tag-label = 标签（页面还需加载 dist/sinusoidal-pe.js）
share-tag-copy = 复制标签
share-iframe-label = 用于 iframe 的链接（embed.html）
share-iframe-copy = 复制链接
# parent-origin= is a URL parameter: keep it as it is.
share-iframe-note = 在 parent-origin= 之后加上你的课程页面的源（例如 https://course.example）：这样框架只会把自身高度告知该页面。
share-package-label = 生成本测验 SCORM 或 H5P 包的命令（npm run package）
share-package-copy = 复制命令
share-package-note = 请在 sinusoidal-pe 的副本中运行。不设置 quiz-seed 时，每位学习者都会得到自己的一组题目。
share-package-own = 请先将题目列表保存为同一目录下的 questions.json。
share-table-title = 表格文本
share-table-note = 数值与表格中显示的一致，保留相同的小数位数，并包含表头行。
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = { $format } 格式的表格
share-table-copy = 复制为 { $format }
share-figures-title = 图示图片
share-figures-note = SVG 能使所有线条保持清晰；PNG 以两倍尺寸绘制，适合打印。每个文件都以图的说明文字作为标题。
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = 将“{ $figure }”下载为 { $type }
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = 已将{ $what }复制到剪贴板。
share-selected = 此页面无法写入剪贴板，因此已在文本框中选中{ $what }：请按 Ctrl+C（Mac 上为 ⌘C）复制。
# What a Copy button copies, as share-copied and share-selected name it.
share-what-tag = 标签
share-what-link = 链接
share-what-command = 命令
share-what-table = 表格（{ $format }）
# $file: the name of the file saved (sinusoidal-pe-waves.svg).
share-saved = 已保存 { $file }。
# $message: why nothing was saved.
share-save-failed = 未保存任何内容：{ $message }
share-figure-empty = 此图尚未绘制任何可保存的内容。
share-png-failed = 浏览器无法生成 PNG。
# The first cell of a row of the copied table: token $token at position $position (numbers as written).
share-table-row = { $token } → pos { $position }

# (share messages: end of section)
