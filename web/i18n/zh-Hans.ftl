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

# (core messages: end of section)


## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

element-loading = 正在加载计算器…
element-alert-draw-failed = 组件无法按这些设置进行绘制。
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
element-figures-stale = 图示仍显示上一次有效的设置；请修正上方的属性以更新图示。
element-figures-load-failed = 无法加载图示。
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } 上方的表格和正弦–余弦对查看器不依赖图示也能使用；更改任一设置时会重新尝试加载图示。
element-figures-draw-failed = 无法绘制图示。
element-quiz-load-failed = 无法加载测验：{ $message }
# The button that opens the share panel.
element-share-toggle = 分享与复制
element-share-load-failed = 无法加载分享面板：

# Refused attributes, listed in the widget's alert under element-alert-attributes. Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-alert-attributes = { $count ->
   *[other] 有 { $count } 个属性需要修正：
  }
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
element-rule-offset = 偏移量 Δ 必须是 −{ $max } 到 { $max } 之间的有限数（负数表示向后）。
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
table-formula-meaning = 第 { $row } 行：词元 { $token } 对应公式中的位置 { $pos }（t − { $origin }）。坐标 { $i } 是对 k = { $k } 的{ $fn ->
        [sin] 正弦
       *[cos] 余弦
    }。
table-formula-invitation = 将鼠标悬停在单元格上，或让其获得焦点（按 Tab，再用方向键），即可查看代入数值后的公式。
table-stale-note = 下表仍显示上一次有效的设置；请修正上方的属性以更新表格。
table-add-row = 添加一行
table-edit-help = 可直接编辑词元编号；按 Enter 或 Tab 应用。
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = 索引起点 { $origin }：词元编号 t 对应公式位置 pos = t − { $origin }{ $originValue ->
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
table-inspector-rotation-title = 偏移一个位置就是一次旋转
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = 无论 pos 取何值，从 pos 移到 pos + 1 都会使这一对的角度增加 φ = ω_{ $k } × 1 = { $phi } 弧度（{ $degrees }°）。根据两角和公式，这一步就是同一个固定矩阵 [[cos φ, sin φ], [−sin φ, cos φ]] 作用于 [sin, cos]：
table-inspector-matrix-caption = 第 { $k } 对、偏移 1 的旋转
table-inspector-matrix-new-sin = 新 sin
table-inspector-matrix-new-cos = 新 cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = 在 pos { $pos } 处验证：矩阵乘以 { $before } 得到 { $product }；公式在 pos { $next } 处给出 { $direct }。

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
quiz-ask-settings-text = 新的 { $name } 会生成新的题目，你目前已作答的{ $count ->
   *[other] { $given } 个答案
  }将被清除。
quiz-ask-settings-go = 更改并重新开始
quiz-keep-answers = 保留我的答案
quiz-ask-start-over-title = 重新开始？
quiz-ask-start-over-text = 你目前已作答的{ $count ->
   *[other] { $given } 个答案
  }将被清除。题目保持不变。
quiz-ask-new-title = 换一组新题目？
quiz-ask-new-text = 你目前已作答的{ $count ->
   *[other] { $given } 个答案
  }将被清除，测验将用其他题目重新开始。
quiz-ask-end-title = 结束本次作答？
quiz-ask-end-text = 你还可以重新作答{ $count ->
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
quiz-about = 基于 { $settings } 的{ $count ->
   *[other] { $n } 道题目
  }；{ $source ->
    [own] 专为本页编写
   *[seed] 种子 { $seed }
  }。
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = 基于 { $settings }、关于{ $topics }的{ $count ->
   *[other] { $n } 道题目
  }；{ $source ->
    [own] 专为本页编写
   *[seed] 种子 { $seed }
  }。
quiz-changed-settings = 设置已更改，以下是针对 { $settings } 的新题目。
quiz-changed-topics = 关于{ $topics }的新题目。
quiz-changed-seed = 新题目（种子 { $seed }）。
quiz-changed-count = 测验现在有{ $count ->
   *[other] { $n } 道题目
  }。
quiz-changed-questions = 题目已更改。

# Quiz: Place, progress and score.

quiz-where = 第 { $number } 题，共 { $total } 题。
quiz-progress = 第 { $number } 题，共 { $total } 题 · 得分 { $score }/{ $total }
quiz-progress-finished = 已完成 · 得分 { $score }/{ $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = 欢迎回来：你的{ $count ->
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
quiz-solution-after-answer = 这道题作答最终确定后（答对，或已无剩余机会），即可查看解题过程。
quiz-solution-after-attempt = 本次作答结束后（所有答案均为最终答案，或已在得分页面结束作答），即可查看解题过程。

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
quiz-retry-count = 这道题你还可以再答{ $count ->
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
quiz-summary-score = 你在{ $count ->
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

quiz-topic-a = 位置零
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
quiz-statement-quiz-about = 针对 { $settings } 的{ $count ->
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
figure-heatmap-too-many = 这将是一张包含 { $size } 的图（例如 4096 × 1024）；请减小 max-len 或 d_model。
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
    }布局：每个值对应一个像素。
figure-heatmap-readout-none = 指向图中，或让其获得焦点后按方向键，即可读取数值。
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = 位置 { $row }，坐标 { $col }（第 { $k } 对的 { $fn }）：PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = 位置 { $row }（词元 { $token }），坐标 { $col }（第 { $k } 对的 { $fn }）：PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k })，ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = 向量尖端处的圆周，×{ $zoom }
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
figure-rotation-turns = 即 { $turns } 圈；圆弧显示的是去掉{ $whole ->
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
figure-wavelengths-longer = 长于 { $context } 的上下文：最慢的一对在整个上下文中只转过 { $ratio } 个周期，因此它能为整个上下文排序而不出现重复（{ $pairs } 对中有 { $over } 对的 λₖ > { $context }）。
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
figure-input-desc = 位置向量与嵌入的宽度相同，均为 d_model，并且只在第一个模块之前加一次。随后各模块对这个和进行混合与变换；它们都不会再次接收 PE(i)。如果一个网络在每一层都加上同一个向量，那就是另一种架构了。
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
figure-learned-row-exists = 第 { $pos } 行存在；其中的数值就是训练留下的结果，无论是什么。
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
figure-rope-panel-shifted = 两者都移动 t = { $t }：{ $title }
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
figure-rope-shift-same = 两者同时移动 t 后，分数保持不变，精确到最后一位。
figure-rope-shift-within = 两者同时移动 t 后，分数保持不变（差异在 { $gap } 以内，源于舍入）。
figure-rope-swapped-same = 交换两者会使 m − n 变号；对这些向量而言，正弦项相互抵消，因此分数不变。
figure-rope-swapped-changes = 交换两者会使 m − n 变号，分数也随之改变：它取决于带符号的偏移。
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = 当每一对中都有 q = k = (1, 0) 时，正弦项消失，RoPE 与 2017 年的表格相吻合：
# After that formula.
figure-rope-bridge-same = 。核心给出的分数为 { $score }，表格的点积为 { $dot }：是同一个数，精确到最后一位。
figure-rope-bridge-differ = 。核心给出的分数为 { $score }，表格的点积为 { $dot }：两者相差 { $gap }，源于舍入。
figure-rope-caption = 位于 m = { $m } 的查询和位于 n = { $n } 的键的对 k = { $k }，各自按其位置乘以 θ{ $ksub } 的角度逆时针旋转：它们之间的夹角，从而分数，只取决于 m − n = { $delta }。
figure-rope-desc = RoPE 将查询的第 k 对旋转 m·θ_k，将键的第 k 对旋转 n·θ_k（RoFormer 的旋转：(x_a, x_b) 变为 (x_a cos − x_b sin, x_a sin + x_b cos)）。两者同时移动 t，会使两者都再多转 t·θ_k，因此它们之间的夹角及其乘积保持不变。条带显示哪两个坐标组成第 { $k } 对：交错时为相邻坐标（RoFormer、GPT-J、Meta 的 Llama 代码），拼接时相隔半个向量（GPT-NeoX、Hugging Face 的 Llama、Mistral、Qwen2）。
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } 和 { $b }
figure-rope-label = q 和 k 的第 { $k } 对位于圆上：转到位置 m = { $m } 和 n = { $n } 时，两者相距 { $gap } 弧度，乘积为 { $product }；两者同时移动 t = { $t } 后，它们一起旋转，仍相距 { $gap } 弧度，乘积为 { $product }。下方：交错时第 { $k } 对为坐标 { $layoutA }，拼接时为坐标 { $layoutB }。

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
        [linear] Position Interpolation（linear）
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
figure-rope-scaling-none-lead = 不进行缩放时{" "}
figure-rope-scaling-none-tail = ：上下文保持训练时的长度。
figure-rope-scaling-linear-lead = Position Interpolation 将位置 m 读作 m/s：
figure-rope-scaling-linear-tail = ，每个波长都变为原来的 s 倍。
figure-rope-scaling-ntk-lead = NTK-aware 缩放会增大底数：
figure-rope-scaling-ntk-tail = ，最慢的一对变慢 s 倍，最快的一对不变。
figure-rope-scaling-dynamic-lead = 动态 NTK 在序列长度 L 超过 L₀ 后随 L 增大底数：
figure-rope-scaling-dynamic-tail = （L = { $length } 时）。
figure-rope-scaling-yarn-lead = YaRN 保留在 L₀ 内转很多圈的对，对慢的对进行插值，两者之间用斜坡函数 γ_k 过渡：
figure-rope-scaling-yarn-tail = ；它还将注意力 logits 乘以 (0.1·ln s + 1)² = { $attention }。
figure-rope-scaling-llama3-lead = Llama 3.1 保留满足{" "}
figure-rope-scaling-llama3-mid = {" "}的对，在满足{" "}
figure-rope-scaling-llama3-tail = {" "}的对上将频率除以 s，并在两者之间进行混合过渡。
figure-rope-scaling-counts = 在 { $pairs } 对中，{ $kept } 对保持原波长，{ $stretched } 对被拉长 { $s } 倍，{ $between } 对介于两者之间。
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
share-selected = 此页面无法写入剪贴板，因此已在文本框中选中{ $what }：请按 Ctrl+C（Mac 上为 ⌘C）进行复制。
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
