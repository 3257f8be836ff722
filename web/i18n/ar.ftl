# The widget's words in Arabic (ar), translated from en.ftl, which is the reference: every text a learner or an author reads in the widget, one message
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

element-loading = جارٍ تحميل الحاسبة…
element-alert-draw-failed = تعذّر على الأداة رسم هذه الإعدادات.
element-alert-core-failed = تعذّر تشغيل الحاسبة.
element-alert-table-refused = تعذّر على الحاسبة حساب هذا الجدول:

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = الإعدادات
element-settings-d-model = d_model
element-settings-base = الأساس (base)
element-settings-positions = المواضع
# Under the positions field: two ways of writing a list of tokens (kept as written: they are typed this way).
element-settings-positions-help = مثلًا 0,1,2 أو 0..7
element-settings-origin = بداية الترقيم
# An option of the origin list; $origin is 0 or 1, the number given to the first token.
element-settings-origin-option = { $origin } (الرمز الأول هو { $origin })
element-settings-layout = الترتيب
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] متداخل
   *[concatenated] متتالٍ
  }
element-settings-decimals = المنازل العشرية
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = صفوف الخريطة الحرارية
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = ضُبط الاختبار على قيم d_model والأساس والترتيب وبداية الترقيم هذه: لا يمكن تغييرها خلال هذه المحاولة.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = الأشكال
# Shown above the figures while an attribute is refused.
element-figures-stale = لا تزال الأشكال تعرض آخر إعدادات صالحة؛ صحّح السمة أعلاه لتحديثها.
element-figures-load-failed = تعذّر تحميل الأشكال.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } يعمل الجدول ومستكشف الأزواج أعلاه من دونها؛ ويُعاد تحميل الأشكال عند تغيير أي إعداد.
element-figures-draw-failed = تعذّر رسم الأشكال.
element-quiz-load-failed = تعذّر تحميل الاختبار: { $message }
# The button that opens the share panel.
element-share-toggle = المشاركة والنسخ
element-share-load-failed = تعذّر تحميل لوحة المشاركة:

# Refused attributes, listed in the widget's alert under element-alert-attributes. Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-alert-attributes = { $count ->
    [zero] لا توجد سمات تحتاج إلى تصحيح:
    [one] سمة واحدة تحتاج إلى تصحيح:
    [two] سمتان تحتاجان إلى تصحيح:
    [few] { $count } سمات تحتاج إلى تصحيح:
    [many] { $count } سمةً تحتاج إلى تصحيح:
   *[other] { $count } سمة تحتاج إلى تصحيح:
  }
element-refused = { $attribute }="{ $value }": { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = هذا ليس عددًا منتهيًا؛ { $rule }
element-rule-d-model = يجب أن يكون d_model عددًا صحيحًا زوجيًا من 2 إلى { $max }، لأن لكل إحداثي جيب شريكًا جيب تمام بالتردد نفسه.
element-rule-base = يجب أن يكون الأساس عددًا منتهيًا أكبر من 1، كي يدور كل زوج أبطأ من الزوج الذي قبله.
element-rule-origin = يجب أن تكون بداية الترقيم 0 أو 1: وهو الرقم المعطى للرمز الأول.
element-rule-layout = يجب أن يكون الترتيب "interleaved" (sin, cos, sin, cos, … كما في الورقة البحثية) أو "concatenated" (كل الجيوب أولًا، ثم كل جيوب التمام).
element-rule-decimals = يجب أن يكون عدد المنازل العشرية عددًا صحيحًا من 0 إلى { $max }.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = لا يوجد سؤال بهذا الاسم؛ الأسئلة المتاحة هي: { $questions }، و"bank" لمجموعة أسئلة مولَّدة من بذرة على إعدادات الأداة، و"own" للأسئلة المكتوبة في <script type="application/json"> داخل الأداة. احذف السمة إن لم ترد اختبارًا.
element-rule-quiz-seed = يجب أن تكون بذرة الاختبار عددًا صحيحًا من 0 إلى 2^53 ({ $max })؛ البذرة نفسها تعطي الأسئلة نفسها.
element-reason-quiz-seed-learner = القيمة "learner" مخصصة لحزم المقررات، التي تولّد البذرة من هوية المتعلم المسجَّل دخوله؛ أما في صفحة عادية فيجب أن تكون البذرة عددًا صحيحًا من 0 إلى 2^53 ({ $max })؛ البذرة نفسها تعطي الأسئلة نفسها.
element-rule-quiz-count = يجب أن يكون عدد الأسئلة عددًا صحيحًا من 1 إلى { $max }.
element-rule-quiz-topics = يجب أن تكون مواضيع بنك الأسئلة "sinusoidal" (ترميز 2017، وهو الافتراضي) أو "rope" (RoPE، الدوران داخل الانتباه) أو "both" (الاثنان بالتناوب).
element-rule-solution = يُعرض الحل المفصَّل "always" (دائمًا) أو "after-answer" (بعد أن تصبح إجابة السؤال نهائية) أو "after-attempt" (بعد انتهاء المحاولة) أو "never" (أبدًا).
element-rule-retries = يجب أن يكون عدد إعادات المحاولة عددًا صحيحًا من 0 فصاعدًا (يمكن إعادة محاولة كل إجابة خاطئة على سؤال هذا العدد من المرات) أو "unlimited".
element-rule-settings = يجب أن تكون settings إما "editable" (يمكن للمتعلم تغيير d_model والأساس والترتيب وبداية الترقيم في الاختبار) أو "locked" (لا يمكنه ذلك، ولا طلب أسئلة جديدة أو البدء من جديد).
element-rule-table = يجب أن تكون table إما "shown" أو "hidden-until-answered" (تبقى الخلايا التي يسأل عنها سؤال ما مخفية حتى تصبح إجابته نهائية) أو "hidden" (لا جدول ولا مستكشف أزواج).
element-rule-new-questions = يجب أن تكون new-questions إما "allowed" (يأخذ زر «أسئلة جديدة» في بنك الأسئلة البذرة التالية) أو "not-allowed".
element-rule-view = يجب أن تكون view إما "full" (الإعدادات والجدول ومستكشف الأزواج وأي اختبار) أو "quiz" (السؤال وحده).
element-rule-loading = يجب أن تكون loading إما "eager" (تُرسم الأداة فورًا) أو "lazy" (تُرسم حين تقترب إلى مسافة شاشة واحدة من الجزء الظاهر من الصفحة).
element-rule-pair = يجب أن يكون الزوج k عددًا صحيحًا من 0 إلى d_model/2 − 1 (على الأكثر { $max }).
# $names: the figure names, as a list.
element-rule-figures = يجب أن تكون figures إما "none" أو "all" (أو فارغة)، أو قائمة بأسماء الأشكال مفصولة بفواصل: { $names }.
# $item: the word given ("all" or "none").
element-reason-figures-alone = "{ $item }" تأتي وحدها، لا ضمن قائمة؛ { $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = العنصر { $index } ("{ $item }") ليس اسم شكل؛ { $rule }
element-rule-max-len = يجب أن تكون max-len عددًا صحيحًا من 1 إلى { $max }: تعرض الخريطة الحرارية المواضع من 0 إلى max-len − 1.
element-rule-offset = يجب أن تكون الإزاحة Δ عددًا منتهيًا من −{ $max } إلى { $max } (السالبة: إلى الخلف).
element-rule-context-length = يجب أن يكون طول السياق عددًا صحيحًا من الرموز من 1 إلى { $max }.
# $example: a list of one score band in JSON (code: keep it as it is); $bands and $characters: the most bands and characters.
element-rule-score-feedback = score-feedback مصفوفة JSON تضم { $bands } نطاقات درجات على الأكثر مثل { $example }: ‏from و to نسبتان مئويتان صحيحتان، 0 ≤ from ≤ to ≤ 100، و feedback نص لا يتجاوز { $characters } حرفًا.
element-reason-not-json = هذا ليس JSON صالحًا؛ { $rule }
element-reason-band = النطاق { $band } لا يطابق هذه القاعدة: { $rule }
element-reason-view-needs-quiz = هذا العرض يُظهر سؤالًا فقط، لذا يحتاج أيضًا إلى سمة quiz، مثلًا quiz="q1".
# $dModel: the d-model attribute's text; $pairs: d_model/2; $max: the last pair, d_model/2 − 1.
element-reason-pair-beyond = مع d-model="{ $dModel }" { $pairs ->
    [zero] لا توجد أزواج جيب–جيب تمام
    [one] يوجد زوج جيب–جيب تمام واحد
    [two] يوجد زوجا جيب–جيب تمام
    [few] توجد { $pairs } أزواج جيب–جيب تمام
    [many] يوجد { $pairs } زوجًا من أزواج جيب–جيب تمام
   *[other] يوجد { $pairs } زوج جيب–جيب تمام
  }، لذا يجب أن يكون الزوج k عددًا صحيحًا من 0 إلى { $max }.
# $origin: the origin attribute's text; $token: the token number; $start: the number of the first token (0 or 1); $limit: 2^53.
element-reason-position-beyond = مع origin="{ $origin }" يقع الرمز { $token } في الموضع { $token } − { $start }، وهو أكبر من 2^53 = { $limit }: لا يستطيع عدد double تمثيل كل موضع صحيح بعد هذا الحد.
# A table larger than the core computes at once: $rows positions × $columns coordinates = $values values, more than $limit.
element-refused-max-len-table = max-len="{ $value }" مع d-model="{ $dModel }": ‏{ $rows } موضعًا × { $columns } إحداثيًا = { $values } قيمة، وهذا أكثر من { $limit } (core.limits.maxTableValues) التي تحسبها النواة دفعة واحدة؛ عند d_model = { $columns } يمكن أن تكون max-len على الأكثر { $most }.
element-refused-positions-table = positions="{ $value }" مع d-model="{ $dModel }": ‏{ $rows } موضعًا × { $columns } إحداثيًا = { $values } قيمة، وهذا أكثر من { $limit } (core.limits.maxTableValues) التي تحسبها النواة دفعة واحدة؛ استخدم مواضع أقل أو d_model أصغر.
# The positions list: $index is an item's place (1 for the first), $item its text (cut after 24 characters), $max the most positions (a number as written).
element-reason-positions-empty = القائمة فارغة؛ أدخل موضعًا واحدًا على الأقل، مثلًا 0,1,2 أو 0..7.
element-reason-positions-item-empty = العنصر { $index } فارغ؛ افصل بين الأعداد بفاصلة واحدة.
element-reason-positions-range-end = العنصر { $index } ("{ $item }") له نهاية نطاق ليست عددًا منتهيًا.
element-reason-positions-range = العنصر { $index } ("{ $item }") ليس عددًا منتهيًا؛ اكتب النطاق عددين تصل بينهما نقطتان، مثلًا 0..7.
element-reason-positions-not-number = العنصر { $index } ("{ $item }") ليس عددًا منتهيًا؛ استخدم أعدادًا مثل 3 أو -1 أو 2.5، أو نطاقات مثل 0..7.
element-reason-positions-too-large = العنصر { $index } ("{ $item }") أكبر من 2^53 = { $limit }: لا يستطيع عدد double تمثيل كل رقم رمز صحيح بعد هذا الحد، فلن يكون الموضع المحسوب هو الموضع المكتوب.
element-reason-positions-too-many = تضم القائمة أكثر من { $max } موضعًا، وهو أقصى ما تعرضه الأداة الواحدة؛ استخدم قائمة أو نطاقًا أقصر.

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos) عند d_model = { $dModel }، والأساس { $base }، والترتيب { $layout ->
        [concatenated] المتتالي
       *[interleaved] المتداخل
    }، وبداية الترقيم { $origin }، و{ $decimals ->
        [zero] { $decimalsText } منزلة عشرية
        [one] منزلة عشرية واحدة ({ $decimalsText })
        [two] منزلتين عشريتين ({ $decimalsText })
        [few] { $decimalsText } منازل عشرية
        [many] { $decimalsText } منزلة عشرية
       *[other] { $decimalsText } منزلة عشرية
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = تُعرض أول { $shown } من { $total } موضعًا: جدول يضم أكثر من { $limit } قيمة سيجعل الصفحة بطيئة.
# The corner header's five lines: one per line of every column header (also the header rows of a
# copied table), then what the row headers hold.
table-head-coordinate = الإحداثي i
table-head-function = sin أو cos
table-head-pair = الزوج k
table-head-omega = ω_k (راديان لكل موضع)
table-head-lambda = λ_k = 2π/ω_k (مواضع)
table-head-rows = الرمز t → pos
# A column header as screen readers name it. $fn is the symbol sin or cos.
table-column-label = الإحداثي { $i }، { $fn }، الزوج { $k }، ω { $omega }، λ { $lambda }
# Beside a row's token field: the formula position it stands for.
table-row-position = → pos { $pos }
# A row header as screen readers name it beside each value.
table-row-label = الرمز { $token }، الموضع { $pos }
table-token-field = رقم الرمز، الصف { $row }
table-remove-row = إزالة الصف { $row }
# What a value reads while it would answer an open quiz question (a cell, an angle, a readout).
table-hidden = مخفية
# In a cell's filled-in formula, in place of a hidden value.
table-hidden-value = مخفية حتى تصبح إجابة سؤال الاختبار الذي تجيب عنه نهائية
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = الصف { $row }: الرمز { $token } هو الموضع { $pos } في الصيغة (t − { $origin }). الإحداثي { $i } هو { $fn ->
        [sin] جيب
       *[cos] جيب تمام
    } الزوج k = { $k }.
table-formula-invitation = مرّر المؤشر فوق خلية، أو انقل التركيز إليها (Tab ثم مفاتيح الأسهم)، لترى صيغتها والأعداد معوَّضة فيها.
table-stale-note = لا يزال الجدول أدناه يعرض آخر إعدادات صالحة؛ صحّح السمة أعلاه لتحديثه.
table-add-row = إضافة صف
table-edit-help = عدّل رقم الرمز في مكانه؛ اضغط Enter أو Tab لتطبيقه.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = بداية الترقيم { $origin }: رقم الرمز t هو الموضع pos = t − { $origin } في الصيغة{ $originValue ->
        [0] ، لذا تحمل الرموز والمواضع الأرقام نفسها.
       *[other] ، لذا فالرمز الأول، { $token }، هو pos { $position }.
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = القيم التي قد تجيب عن { $count ->
        [one] سؤال الاختبار { $numbers }
        [two] سؤالَي الاختبار { $numbers }
       *[other] أسئلة الاختبار { $numbers }
    } (خلية، أو زاوية pos·ω_k) تظهر «{ $hidden }» حتى { $count ->
        [one] تصبح إجابته نهائية
        [two] تصبح إجابة كل منهما نهائية
       *[other] تصبح إجابة كل منها نهائية
    } (صحيحة، أو لم تبقَ محاولات).
# Above the table after an answer to a coordinate question. $yours (table-asked-yours) and $exact
# (table-asked-exact) are shown in bold; $shown: yes when the exact value is shown, no while it
# waits (the question may still be tried again); $outlined: yes when the asked cell is outlined in
# the table, no when its token is not in the table.
table-asked = سؤال الاختبار { $number }، الرمز { $token }، الإحداثي { $i }: { $yours }{ $shown ->
        [yes] {" · "}{ $exact }
       *[no] {""}
    }{ $outlined ->
        [yes] {" "}(محددة بإطار في الجدول).
       *[no] .
    }
# $response: the answer as the learner typed it.
table-asked-yours = إجابتك { $response }
table-asked-exact = القيمة الدقيقة { $value }
# A button beside that line when the asked token is not in the table.
table-add-token = إضافة الرمز { $token } إلى الجدول
# Said to screen readers only.
table-said-pair = الزوج { $k } معروض في مستكشف الأزواج أسفل الجدول.
table-said-removed = أُزيل الرمز { $token }؛ { $count ->
        [zero] لم يبقَ أي صف ({ $rows }).
        [one] بقي صف واحد ({ $rows }).
        [two] بقي صفان ({ $rows }).
        [few] بقيت { $rows } صفوف.
        [many] بقي { $rows } صفًا.
       *[other] بقي { $rows } صف.
    }

# The pair inspector beside the table: its title, its pair list's label and its help.
table-inspector-title = مستكشف الأزواج
table-inspector-pair = الزوج k
table-inspector-help = اختر زوجًا هنا، أو انقر خلية في الجدول (أو اضغط Enter عليها).
# An option of the pair list.
table-inspector-option = k = { $k } (الإحداثيان { $sine } و{ $cosine })
table-inspector-coordinates = الإحداثيات
table-inspector-coordinates-value = { $sine } (جيب) و{ $cosine } (جيب تمام)
# $symbol: the typeset symbol ω_k; $formula: the typeset formula of its value.
table-inspector-frequency = التردد { $symbol }
table-inspector-frequency-value = { $formula } راديان لكل موضع
table-inspector-wavelength = الطول الموجي { $symbol }
table-inspector-wavelength-value = { $formula } موضعًا لدورة كاملة واحدة
table-inspector-angles-caption = الزاوية ω_{ $k } · pos للزوج { $k } عند كل موضع مُدرَج
table-inspector-angles-token = الرمز
table-inspector-angles-pos = pos
table-inspector-angles-angle = الزاوية (راديان)
table-inspector-angles-sin = sin (الإحداثي { $i })
table-inspector-angles-cos = cos (الإحداثي { $i })
table-inspector-angles-label = زوايا الزوج { $k }
table-inspector-circle-label = دائرة الوحدة: النقطة (cos, sin) للزوج { $k } عند كل موضع مُدرَج
table-inspector-rotation-title = إزاحة موضع واحد هي دوران
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = الانتقال من pos إلى pos + 1 يضيف φ = ω_{ $k } × 1 = { $phi } راديان ({ $degrees }°) إلى زاوية هذا الزوج، أيًّا كان pos. وبحسب صيغ جمع الزوايا، فالخطوة مصفوفة ثابتة واحدة، [[cos φ, sin φ], [−sin φ, cos φ]]، تُطبَّق على [sin, cos]:
table-inspector-matrix-caption = الدوران للزوج { $k }، الإزاحة 1
table-inspector-matrix-new-sin = sin الجديد
table-inspector-matrix-new-cos = cos الجديد
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = تحقق عند pos { $pos }: المصفوفة مضروبة في { $before } تعطي { $product }؛ والصيغة عند pos { $next } تعطي { $direct }.

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".
# Numbers ($number, $total, $score, $seed, $n, …) arrive already written in the reader's digits;
# $count, $given, $open and $left are plain numbers that only choose a plural form.

# The quiz's title above the question bank.
quiz-heading = اختبار
# Label of the answer field.
quiz-your-answer = إجابتك
# The button that submits an answer.
quiz-check = تحقّق
# The feedback region before any answer.
quiz-feedback-idle = تظهر هنا الملاحظات على إجابتك.
# The verdict, in bold at the start of the feedback.
quiz-verdict-correct = صحيح.
quiz-verdict-incorrect = ليست صحيحة بعد.
quiz-verdict-too-few-decimals = المنازل العشرية قليلة جدًا.
quiz-verdict-unreadable = لا يمكن قراءتها عددًا.
quiz-verdict-ambiguous = عدد ملتبس.
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = خطأ محتمل: { $name }.
# Disclosure titles.
quiz-hint = تلميح
quiz-solution = الحل

# Quiz: The single question Q1.

quiz-q1-title = Q1. إحداثي واحد يدويًا
quiz-q1-prompt = خذ d_model = 4 والأساس المعتاد 10000. ما قيمة الإحداثي 2 من متجه الموضع PE(2)؟ قرّب إلى أربع منازل عشرية أو أكثر.
quiz-q1-hint-1 = الإحداثي 2 زوجي، فهو جيب، وينتمي إلى الزوج k = 1 (الإحداثيان 2 و3).
quiz-q1-hint-2 = المقسوم عليه لهذا الزوج هو 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02).
quiz-q1-solution-2 = sin(0.02) = 0.0199986667…، أي 0.0200 مقرّبًا إلى أربع منازل عشرية (0.019999 إلى ست).
quiz-q1-solution-3 = الزاوية صغيرة، لذا يكاد الجيب يساوي الزاوية نفسها: sin(x) ≈ x − x³/6.
# Q1's feedback: what to do next.
quiz-q1-next-correct = افتح الحل لتقارن به خطوات عملك.
quiz-q1-next-incorrect = التلميح أدناه يعطي الخطوة الأولى.

# Quiz: Asking before a change of the settings or of the attempt.

# $name: the setting's name as the settings form labels it (d_model, base, layout, origin).
quiz-ask-settings-title = تغيير إعدادات الاختبار؟
quiz-ask-settings-text = تغيير { $name } يُنشئ أسئلة جديدة، وستُمحى { $count ->
    [zero] إجاباتك حتى الآن ({ $given })
    [one] إجابتك حتى الآن
    [two] إجابتاك حتى الآن
    [few] إجاباتك الـ{ $given } حتى الآن
    [many] إجاباتك الـ{ $given } حتى الآن
   *[other] إجاباتك الـ{ $given } حتى الآن
  }.
quiz-ask-settings-go = غيّر وابدأ من جديد
quiz-keep-answers = احتفظ بإجاباتي
quiz-ask-start-over-title = البدء من جديد؟
quiz-ask-start-over-text = ستُمحى { $count ->
    [zero] إجاباتك حتى الآن ({ $given })
    [one] إجابتك حتى الآن
    [two] إجابتاك حتى الآن
    [few] إجاباتك الـ{ $given } حتى الآن
    [many] إجاباتك الـ{ $given } حتى الآن
   *[other] إجاباتك الـ{ $given } حتى الآن
  }. تبقى الأسئلة كما هي.
quiz-ask-new-title = طلب أسئلة جديدة؟
quiz-ask-new-text = ستُمحى { $count ->
    [zero] إجاباتك حتى الآن ({ $given })
    [one] إجابتك حتى الآن
    [two] إجابتاك حتى الآن
    [few] إجاباتك الـ{ $given } حتى الآن
    [many] إجاباتك الـ{ $given } حتى الآن
   *[other] إجاباتك الـ{ $given } حتى الآن
  }، ويبدأ الاختبار من جديد بأسئلة أخرى.
quiz-ask-end-title = إنهاء المحاولة؟
quiz-ask-end-text = لا يزال بإمكانك إعادة المحاولة في { $count ->
    [zero] { $open } سؤال
    [one] سؤال واحد
    [two] سؤالين
    [few] { $open } أسئلة
    [many] { $open } سؤالًا
   *[other] { $open } سؤال
  }. بعد انتهاء المحاولة تصبح كل إجابة نهائية.
quiz-end = إنهاء المحاولة
quiz-not-yet = ليس بعد
quiz-start-over = البدء من جديد
quiz-new-questions = أسئلة جديدة

# Quiz: When the quiz cannot be shown. $reason: the cause, a sentence of its own.

quiz-failed-bank = تعذّر تحميل بنك الأسئلة: { $reason }
quiz-failed-panels = تعذّر تحميل الاختبار: { $reason }
quiz-failed-settings = تعذّر إنشاء الاختبار لهذه الإعدادات: { $reason }
# Above the list of an author's questions that were refused (the reasons follow, one a line).
quiz-left-out = { $count ->
    [zero] لم يُستبعد أي سؤال من هذا الاختبار ({ $n }):
    [one] استُبعد سؤال واحد من هذا الاختبار:
    [two] استُبعد سؤالان من هذا الاختبار:
    [few] استُبعدت { $n } أسئلة من هذا الاختبار:
    [many] استُبعد { $n } سؤالًا من هذا الاختبار:
   *[other] استُبعد { $n } سؤال من هذا الاختبار:
  }
quiz-no-questions = ليس في هذا الاختبار أي سؤال يُطرح:

# Quiz: The question bank's first line and what it says when its questions change.

# The settings the questions are for. $layout: interleaved or concatenated.
quiz-settings = d_model = { $dModel }، الأساس { $base }، { $layout ->
    [concatenated] الترتيب المتتالي
   *[interleaved] الترتيب المتداخل
  }، والرموز مرقَّمة بدءًا من { $origin }
# What the questions are about, by the quiz-topics value $topics.
quiz-topics = { $topics ->
    [rope] RoPE
    [both] الترميز الجيبي وRoPE
   *[sinusoidal] الترميز الجيبي
  }
# $settings: quiz-settings; $source: own (an author's list) or seed.
quiz-about = { $count ->
    [zero] { $n } سؤال
    [one] سؤال واحد ({ $n })
    [two] سؤالان ({ $n })
    [few] { $n } أسئلة
    [many] { $n } سؤالًا
   *[other] { $n } سؤال
  } على { $settings }؛ { $source ->
    [own] مكتوبة لهذه الصفحة
   *[seed] البذرة { $seed }
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [zero] { $n } سؤال
    [one] سؤال واحد ({ $n })
    [two] سؤالان ({ $n })
    [few] { $n } أسئلة
    [many] { $n } سؤالًا
   *[other] { $n } سؤال
  } حول { $topics } على { $settings }؛ { $source ->
    [own] مكتوبة لهذه الصفحة
   *[seed] البذرة { $seed }
  }.
quiz-changed-settings = تغيّرت الإعدادات، فإليك أسئلة جديدة لـ{ $settings }.
quiz-changed-topics = أسئلة جديدة حول { $topics }.
quiz-changed-seed = أسئلة جديدة (البذرة { $seed }).
quiz-changed-count = يضم الاختبار الآن { $count ->
    [zero] { $n } سؤال
    [one] سؤالًا واحدًا ({ $n })
    [two] سؤالين ({ $n })
    [few] { $n } أسئلة
    [many] { $n } سؤالًا
   *[other] { $n } سؤال
  }.
quiz-changed-questions = تغيّرت الأسئلة.

# Quiz: Place, progress and score.

quiz-where = السؤال { $number } من { $total }.
quiz-progress = السؤال { $number } من { $total } · الدرجة { $score } من { $total }
quiz-progress-finished = انتهى · الدرجة { $score } من { $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = مرحبًا بعودتك: { $count ->
    [zero] استُعيدت إجاباتك ({ $given }).
    [one] استُعيدت إجابتك.
    [two] استُعيدت إجابتاك.
    [few] استُعيدت إجاباتك الـ{ $given }.
    [many] استُعيدت إجاباتك الـ{ $given }.
   *[other] استُعيدت إجاباتك الـ{ $given }.
  } { $where }
quiz-score = الدرجة { $score } من { $total }.
quiz-answer-again = للإجابة عن هذا السؤال مرة أخرى، اضغط «أعد المحاولة».
quiz-answer-final = هذه الإجابة نهائية.
quiz-pick-one = اختر أحد الخيارات، ثم اضغط «تحقّق».
quiz-open-again = السؤال { $number } من { $total } مفتوح من جديد. الدرجة { $score } من { $total }.
quiz-starting-over = البدء من جديد: السؤال { $number } من { $total }.
quiz-finished = انتهى الاختبار. الدرجة { $score } من { $total }.
quiz-ended = انتهت المحاولة: كل إجابة أصبحت نهائية. الدرجة { $score } من { $total }.
quiz-held = يحتفظ هذا الاختبار بأسئلته وبإجاباتك: إعداداته مقفلة طوال هذه المحاولة.
quiz-solution-after-answer = يُفتح الحل المفصَّل بعد أن تصبح إجابة هذا السؤال نهائية (صحيحة، أو لم تبقَ محاولات).
quiz-solution-after-attempt = تُفتح الحلول المفصَّلة بعد انتهاء المحاولة (كل إجابة نهائية، أو أُنهيت المحاولة من صفحة الدرجة).

# Quiz: Navigation.

quiz-try-again = أعد المحاولة
quiz-previous-question = السؤال السابق
quiz-next-question = السؤال التالي
quiz-next-open = السؤال التالي غير المُجاب عنه
quiz-to-score = اعرض درجتك

# Quiz: The answer form of a choice question.

quiz-choose-all = اختر كل خيار صحيح.
# An option's letter before its text ($letter: a, b, c …).
quiz-choice-letter = { $letter }.
# After each option the learner chose, once the answer is judged.
quiz-your-choice = (إجابتك)

# Quiz: The feedback after the verdict.

quiz-next-solution = افتح الحل لتقارن به خطوات عملك، أو تابع.
quiz-next-go-on = تابع إلى السؤال التالي.
quiz-retry-any = اضغط «أعد المحاولة» لتجيب مرة أخرى، أو افتح التلميح.
quiz-retry-count = يمكنك الإجابة عن هذا السؤال { $count ->
    [zero] { $left } مرة أخرى
    [one] مرة أخرى واحدة
    [two] مرتين أخريين
    [few] { $left } مرات أخرى
    [many] { $left } مرة أخرى
   *[other] { $left } مرة أخرى
  }: اضغط «أعد المحاولة»، أو افتح التلميح.
quiz-final = هذه الإجابة نهائية: لم تبقَ محاولات لهذا السؤال.
quiz-type-more-decimals = اكتب منازل عشرية أكثر ثم اضغط «تحقّق» مرة أخرى.
# $response: the answer as the learner gave it.
quiz-your-answer-was = كانت إجابتك { $response }.
quiz-all-answered = { $count ->
    [zero] لكل الأسئلة ({ $total }) إجابة
    [one] للسؤال إجابة
    [two] لكلا السؤالين إجابة
    [few] لجميع الأسئلة الـ{ $total } إجابات
    [many] لجميع الأسئلة الـ{ $total } إجابات
   *[other] لجميع الأسئلة الـ{ $total } إجابات
  }: الدرجة { $score } من { $total }.
# An author's feedback on one option chosen ($feedback: the author's words).
quiz-option-feedback = { $letter }. { $feedback }
# The checker of an author's choice question.
quiz-choice-correct-one = هذا هو الخيار الصحيح.
quiz-choice-correct-several = هذه بالضبط هي الخيارات الصحيحة.
quiz-choice-incorrect-one = هذا الخيار غير صحيح.
quiz-choice-incorrect-several = الخيارات التي اخترتها ليست بالضبط الخيارات الصحيحة.
quiz-choice-unreadable = اختر خيارًا واحدًا أو أكثر من الخيارات الـ{ $n }، ثم اضغط «تحقّق».

# Quiz: The score page.

quiz-summary-heading = درجتك
quiz-summary-score = أجبت إجابة صحيحة عن { $score } من أصل { $count ->
    [zero] { $total } سؤال
    [one] سؤال واحد ({ $total })
    [two] سؤالين ({ $total })
    [few] { $total } أسئلة
    [many] { $total } سؤالًا
   *[other] { $total } سؤال
  } ({ $percent }%).
# A line of the results: the question's topic, then its outcome in bold.
quiz-result-topic = { $topic }:
quiz-result-correct = صحيحة
quiz-result-incorrect = غير صحيحة
quiz-result-slip = (خطأ محتمل: { $name })
quiz-review = راجع الأسئلة
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = لا يزال بإمكانك إعادة المحاولة في { $count ->
    [one] السؤال { $numbers }
    [two] السؤالين { $numbers }
   *[other] الأسئلة { $numbers }
  }.
# A list of numbers: the last two, and each one before them.
quiz-list-two = { $first } و{ $second }
quiz-list-more = { $first }، { $rest }
quiz-attempt-over = انتهت المحاولة: كل إجابة أصبحت نهائية.

# Quiz: What a question is about: the line above it, its line on the score page, its record's name.

quiz-topic-a = الموضع صفر
quiz-topic-b = الزوج الأسرع
quiz-topic-c = الزوج الأبطأ
quiz-topic-d = الزوج الواحد يتكرر، أما المتجه فلا
quiz-topic-e = الإزاحة دوران
quiz-topic-f = موضع بعيد
quiz-topic-g = أطول طول موجي والأساس
quiz-topic-h = الضرب النقطي لموضعين
quiz-topic-i = RoPE: زاوية زوج واحد
quiz-topic-j = RoPE: درجة الانتباه
quiz-topic-k = RoPE: تردد مُحجَّم
quiz-topic-l = RoPE: أزواج لا تُكمل دورة كاملة أبدًا
quiz-topic-coordinate = إحداثي واحد
quiz-topic-choice = اختر الخيارات الصحيحة

# Quiz: The records a course platform receives (xAPI statements): names and descriptions.

quiz-statement-question = السؤال { $number }: { $topic }
quiz-statement-quiz = اختبار الترميز الموضعي الجيبي
quiz-statement-quiz-about = { $count ->
    [zero] { $n } سؤال
    [one] سؤال واحد ({ $n })
    [two] سؤالان ({ $n })
    [few] { $n } أسئلة
    [many] { $n } سؤالًا
   *[other] { $n } سؤال
  } لـ{ $settings } ({ $source ->
    [own] مكتوبة لهذه الصفحة
   *[seed] البذرة { $seed }
  }).

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# Shared by several figures.
# The pair slider's label.
figure-pair-label = الزوج k
# The pair slider's readout: $k the pair shown, $last the last pair (d_model/2 − 1).
figure-pair-readout = k = { $k } (من 0 إلى { $last })
# The same with a note about the pair, e.g. its frequency "ω₁ = 0.01".
figure-pair-readout-note = k = { $k } (من 0 إلى { $last })، { $note }
# What a screen reader says for the pair slider's value.
figure-pair-valuetext = الزوج { $k }
figure-pair-valuetext-note = الزوج { $k }، { $note }
# A pair's frequency, as a formula: $k is the pair's number as a subscript (₁).
figure-omega-note = ω{ $k } = { $omega }
# Between the items of a list inside a sentence (values at several positions).
figure-list-separator = ؛{" "}
# Column header: the position.
figure-head-pos = pos

# Figure: the sine and cosine waves of one pair over position.
figure-waves-title = موجتا زوج واحد.
figure-waves-view-period = اعرض دورة كاملة
figure-waves-view-positions = لاءِم المواضع المُدرَجة
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = المدى الأفقي
figure-waves-values-region = القيم عند المواضع المُدرَجة
figure-waves-x-label = الموضع pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = دورة واحدة 2π/ω{ $k } = { $period }{ $end ->
        [beyond] {" "}(تنتهي خارج نطاق العرض)
        [arrow] {" "}→
       *[in] {""}
    }
# The key of the plot: $i the coordinate (column) of the sine or the cosine.
figure-waves-key-sin = sin، الإحداثي { $i }
figure-waves-key-cos = cos، الإحداثي { $i }
# One item of the drawing's text alternative.
figure-waves-label-value = pos { $pos }: sin { $sin }، cos { $cos }
# The drawing's text alternative; $values are items of figure-waves-label-value; $more: yes when
# there are more positions than those listed.
figure-waves-label = جيب وجيب تمام الزوج { $k } (ω = { $omega }) من الموضع { $from } إلى { $to }؛ الدورة الواحدة { $period } موضعًا. { $values }{ $more ->
        [yes] ؛ …
       *[no] {""}
    }.
# The caption: $ksub the pair as a subscript, $layout interleaved or concatenated.
figure-waves-caption = sin(ω{ $ksub }·pos) و cos(ω{ $ksub }·pos) للزوج k = { $k } (الإحداثيان { $sin } و{ $cos }، { $layout ->
        [concatenated] ترتيب متتالٍ
       *[interleaved] ترتيب متداخل
    })، ω{ $ksub } = { $base }^(−2·{ $k }/{ $d }) = { $omega }؛ النقاط هي المواضع المُدرَجة.
figure-waves-desc = تتكرر المنحنيات كل 2π/ω{ $k } = { $period } موضعًا (المدى المُعلَّم).
# $turns: the part of a period the listed positions span.
figure-waves-desc-cover = تغطي المواضع المُدرَجة { $turns } من الدورة، لذا فهذا الزوج { $movement ->
        [long] يدور مسافة طويلة
        [visible] يتحرك تحركًا ملحوظًا
       *[barely] بالكاد يتحرك
    } عبرها.
figure-waves-table-caption = القيم عند المواضع المُدرَجة
figure-waves-table-caption-first = القيم عند المواضع المُدرَجة (أول { $shown } من { $total })
figure-waves-head-sin = sin · الإحداثي { $i }
figure-waves-head-cos = cos · الإحداثي { $i }
figure-heatmap-title = المصفوفة كاملة.
# The two layouts of a pair's sine and cosine in the vector (radio buttons and captions).
figure-layout-label = الترتيب
figure-layout-interleaved = متداخل
figure-layout-concatenated = متتالٍ
figure-heatmap-interleaved-note = (sin, cos, sin, cos …)
figure-heatmap-concatenated-note = (كل الجيوب، ثم كل جيوب التمام)
figure-rotation-title = الإزاحة دوران.
figure-rotation-offset = الإزاحة Δ
figure-rotation-start = البداية p
figure-dot-title = الضرب النقطي يعتمد على الإزاحة وحدها.
figure-dot-span = الإزاحات المعروضة
figure-dot-numbers-region = نواتج الضرب النقطي عند الإزاحات المُعلَّمة
figure-wavelengths-title = سُلَّم الأطوال الموجية.
figure-wavelengths-context = طول السياق
figure-wavelengths-compare = قارن بالأساس
figure-input-title = يُضاف مرة واحدة، عند المدخل.
figure-input-region = تضمينات تجريبية، ومتجهات المواضع، ومجاميعها
figure-learned-title = الصيغة مقابل جدول متعلَّم.
figure-learned-look-up = ابحث عن الموضع
figure-precision-title = float32 و float64 الساذج مقابل القيم الدقيقة.
figure-precision-region = جدولا float64 و float32
figure-rope-title = RoPE: دوران داخل الانتباه.
figure-rope-offset = الإزاحة m − n
figure-rope-key-at = المفتاح عند n
figure-rope-shift = أزِح كليهما بمقدار t
figure-rope-numbers-region = درجات المتجهات كاملة
figure-rope-decay-title = الاضمحلال بعيد المدى في RoPE.
figure-rope-decay-span = المسافات المعروضة
figure-rope-decay-compare = قارن بالأساس
figure-rope-decay-region = الحد عند بعض المسافات
figure-rope-scaling-title = توسيع السياق: كل طول موجي قبل وبعد.
figure-rope-scaling-model = النموذج
figure-rope-scaling-method = التحجيم
figure-rope-scaling-region = الطول الموجي لكل زوج قبل وبعد
# The heat map's axis labels (the arrows point along the axes: keep them).
figure-heatmap-x-label = الإحداثي i →
figure-heatmap-y-label = الموضع ↓
# The colour scale: $low, $zero and $high are the numbers −1, 0 and +1.
figure-heatmap-legend-label = مقياس الألوان: { $low } عند الطرف البارد، و{ $zero } محايد، و{ $high } عند الطرف الدافئ.
figure-heatmap-legend-low = { $value }
figure-heatmap-legend-high = { $value }
figure-heatmap-legend-note = (قيم sin و cos؛ 0 هو اللون الأوسط)
figure-heatmap-keys = أشِر إلى الخريطة (أو المس واسحب) لقراءة قيمة؛ أو انقل التركيز إليها واستخدم مفاتيح الأسهم (Shift: عشر خطوات، Page Up/Down: عُشر الصفوف، Home/End: الإحداثي الأول/الأخير). كبّر وصغّر بـ + و −، أو بعجلة الفأرة أو بالقرص بإصبعين، حتى الخلايا المفردة؛ 0 يعرض الخريطة كاملة؛ اسحب لتحريك خريطة مكبَّرة.
figure-heatmap-zoom = التكبير
figure-heatmap-zoom-in = تكبير
figure-heatmap-zoom-out = تصغير
figure-heatmap-zoom-whole = اعرض الخريطة كاملة
figure-heatmap-zoom-whole-button = الخريطة كاملة
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = خريطة من { $size } (مثلًا 4096 × 1024)؛ قلّل max-len أو d_model.
# Beside the zoom buttons: the part of the map on screen.
figure-heatmap-view-whole = الخريطة كاملة.
figure-heatmap-view = الصفوف من { $r0 } إلى { $r1 }، الأعمدة من { $c0 } إلى { $c1 }.
figure-heatmap-order-interleaved = تتناوب الأعمدة بين الجيب وجيب التمام، زوجًا بعد زوج.
figure-heatmap-order-concatenated = الأعمدة من 0 إلى { $last } هي الجيوب، والأعمدة من { $first } إلى { $end } هي جيوب التمام.
# The map's text alternative: $rows positions by $d coordinates; $layout interleaved or concatenated.
figure-heatmap-label = خريطة حرارية لـ PE(pos, i): ‏{ $rows } موضعًا (الصفوف من 0 إلى { $last }) في { $d } إحداثيًا (الأعمدة من 0 إلى { $lastColumn })، الأساس { $base }، { $layout ->
        [concatenated] الترتيب المتتالي
       *[interleaved] الترتيب المتداخل
    }. يتدرج اللون من البارد عند { $low } مرورًا بالمحايد عند { $zero } إلى الدافئ عند { $high }.
# $order is figure-heatmap-order-…; $first and $last are wavelengths in positions.
figure-heatmap-desc = كل صف موضع واحد، وكل عمود إحداثي واحد. { $order } يتكرر الزوج الأول كل { $first } موضعًا، لذا تومض أعمدته من صف إلى صف؛ والطول الموجي للزوج الأخير { $last } موضعًا، لذا تتغير أعمدته ببطء{ $cycle ->
        [never] {" "}ولا تُكمل دورة أبدًا على هذه الخريطة
       *[some] {""}
    }.
figure-heatmap-caption = PE(pos, i) للمواضع من 0 إلى { $last } (max_len = { $rows }) على الجانب والإحداثيات من 0 إلى { $lastColumn } بالعرض، d_model = { $d }، الأساس { $base }، { $layout ->
        [concatenated] الترتيب المتتالي
       *[interleaved] الترتيب المتداخل
    }: بكسل واحد لكل قيمة.
figure-heatmap-readout-none = أشِر إلى الخريطة، أو انقل التركيز إليها واضغط مفتاح سهم، لقراءة قيمة.
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = الموضع { $row }، الإحداثي { $col } ({ $fn } للزوج { $k }): PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = الموضع { $row } (الرمز { $token })، الإحداثي { $col } ({ $fn } للزوج { $k }): PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k })، ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = الحافة عند الرأسين، ×{ $zoom }
figure-rotation-axes = أفقيًا: cos، الإحداثي { $cos }. رأسيًا: sin، الإحداثي { $sin }.
# $turn: which way the pair turns (the sign of Δ).
figure-rotation-label = دائرة الوحدة للزوج { $k }: المتجه الجزئي عند p = { $p } (الزاوية { $angleP } راديان) وعند p + Δ = { $q } (الزاوية { $angleQ } راديان)، مُدار { $turn ->
        [clockwise] باتجاه عقارب الساعة (Δ سالبة)
        [none] بلا دوران إطلاقًا (Δ = 0)
       *[counter] عكس اتجاه عقارب الساعة
    } بمقدار ω·Δ = { $phi } راديان.
# A formula: $k is the pair as a subscript, $degrees the angle in degrees.
figure-rotation-phi = φ = ω{ $k }·Δ = { $omega } × { $delta } = { $phi } راديان ({ $degrees }°)
# $whole: the number of whole turns (chooses the plural), $wholeText the same number written out.
figure-rotation-turns = هذا يساوي { $turns } دورة؛ ويُظهر القوس ما يتبقى بعد { $whole ->
        [zero] { $wholeText } دورة كاملة
        [one] دورة كاملة واحدة ({ $wholeText })
        [two] دورتين كاملتين ({ $wholeText })
        [few] { $wholeText } دورات كاملة
        [many] { $wholeText } دورة كاملة
       *[other] { $wholeText } دورة كاملة
    }.
figure-rotation-matrix = مصفوفة الدوران للإزاحة
figure-rotation-vector-p = المتجه الجزئي عند p = { $p }
figure-rotation-vector-q = المتجه الجزئي عند p + Δ = { $q }
figure-rotation-rows = الصفوف: [cos φ, sin φ] و [−sin φ, cos φ]. يضع كل متجه sin(ω{ $k }·pos) فوق cos(ω{ $k }·pos) (الإحداثيان { $sin } و{ $cos }). يطابق الناتج قيمة PE({ $q }) المحسوبة مباشرة حتى آخر بت.
figure-rotation-rows-within = الصفوف: [cos φ, sin φ] و [−sin φ, cos φ]. يضع كل متجه sin(ω{ $k }·pos) فوق cos(ω{ $k }·pos) (الإحداثيان { $sin } و{ $cos }). يطابق الناتج قيمة PE({ $q }) المحسوبة مباشرة بفارق لا يتجاوز { $gap }.
figure-rotation-caption = الزوج k = { $k } على دائرة الوحدة الخاصة به: الانتقال من p = { $p } إلى p + Δ = { $q } يُدير الزوج بمقدار ω{ $ksub }·Δ = { $phi } راديان، { $turn ->
        [clockwise] باتجاه عقارب الساعة (Δ سالبة)
        [none] بلا دوران إطلاقًا (Δ = 0)
       *[counter] عكس اتجاه عقارب الساعة
    }. المصفوفة نفسها تصلح من أي p.
figure-rotation-desc = تعتمد المصفوفة على Δ و ω{ $k } فقط، ولا تعتمد أبدًا على p: كل زوج يدور بزاويته الخاصة ω{ $k }·Δ، لذا فتطبيق خطي ثابت واحد لكل إزاحة ينقل المتجه كله. وتعطي Δ السالبة الدوران العكسي.

# Figure: the dot product of two position vectors depends only on their offset.
# A choice of the offsets shown: from $low to $high.
figure-dot-span-option = { $low } … { $high }
figure-dot-x-label = الإزاحة Δ = p − q
# In the key: $half is d/2, the largest value.
figure-dot-key-peak = القمة d/2 = { $half } عند Δ = 0؛ العلامات عند ±Δ
figure-dot-label = الضرب النقطي لـ PE(p0 + Δ) و PE(p0) لقيم Δ من { $low } إلى { $high }، عند p0 = { $pA } و p0 = { $pB }: المنحنيان متطابقان (أكبر فرق { $gap })، والقمة { $half } عند Δ = 0، ومتناظران حول Δ = 0؛ وعند Δ = ±{ $delta } تكون القيمة { $value }.
figure-dot-caption = PE(p₀ + Δ)·PE(p₀) عند p₀ = { $pA } وعند p₀ = { $pB }، d_model = { $d }: منحنى واحد، متناظر حول Δ = 0.
figure-dot-desc-exact = يسهم كل زوج بـ sin·sin + cos·cos = cos(ω_k Δ)، لذا فالمجموع هو Σ_k cos(ω_k Δ): لا تدخل إلا الإزاحة، و cos(−x) = cos x تجعل ±Δ متساويتين. عند الجمع من صفوف الجدول، يختلف المنحنيان بما لا يزيد على { $gap }، ويطابقان المتطابقة Σ_k cos(ω_k Δ) تمامًا حيث جرى التحقق.
figure-dot-desc-within = يسهم كل زوج بـ sin·sin + cos·cos = cos(ω_k Δ)، لذا فالمجموع هو Σ_k cos(ω_k Δ): لا تدخل إلا الإزاحة، و cos(−x) = cos x تجعل ±Δ متساويتين. عند الجمع من صفوف الجدول، يختلف المنحنيان بما لا يزيد على { $gap }، ويطابقان المتطابقة Σ_k cos(ω_k Δ) بفارق لا يتجاوز { $identity } حيث جرى التحقق.

# Figure: the wavelength of every pair on a log scale, against the context length.
figure-wavelengths-x-label = { $layout ->
        [concatenated] الزوج k (الإحداثيان k و k + d/2)
       *[interleaved] الزوج k (الإحداثيان 2k و 2k + 1)
    }
figure-wavelengths-y-label = الطول الموجي λₖ (مواضع، مقياس لوغاريتمي)
# The line of the context length: $context positions.
figure-wavelengths-context-mark = السياق { $context }
# How the slowest pair compares with the context: $ratio the part of a cycle (or the number of cycles)
# across the context; $over of $pairs pairs are longer than it.
figure-wavelengths-longer = أطول من السياق البالغ { $context }: الزوج الأبطأ لا يدور عبره إلا { $ratio } من دورة، لذا يرتّب السياق كله دون تكرار ({ $over } من { $pairs } زوجًا لها λₖ > { $context }).
figure-wavelengths-shorter = أقصر من السياق البالغ { $context }: حتى الزوج الأبطأ يلتف { $ratio } مرة عبره، لذا لا يوجد زوج منفرد يميّز بداية السياق من نهايته.
# After the formula λ_max = 2π · b^((d−2)/d): $last the slowest pair.
figure-wavelengths-general = {" "}، من الزوج الأبطأ k = d/2 − 1 = { $last }.
figure-wavelengths-base = الأساس { $base }:{" "}
# After the formula of one base: $verdict is figure-wavelengths-longer or -shorter.
figure-wavelengths-line = {" "}= 2π × { $power } = { $lambda } موضعًا، { $verdict }
# $over and $otherOver choose the plural; $overText and $otherOverText are the same numbers written out.
figure-wavelengths-label = الأطوال الموجية للأزواج الـ{ $pairs } على مقياس لوغاريتمي: مع الأساس { $base } تصعد من { $first } إلى { $last }؛ ومع الأساس { $other } إلى { $otherLast }. طول السياق { $context } مُعلَّم: { $over ->
        [0] لا زوج
        [one] زوج واحد ({ $overText })
        [two] زوجان ({ $overText })
        [few] { $overText } أزواج
        [many] { $overText } زوجًا
       *[other] { $overText } زوج
    } مع الأساس { $base } و{ $otherOver ->
        [0] لا زوج
        [one] زوج واحد ({ $otherOverText })
        [two] زوجان ({ $otherOverText })
        [few] { $otherOverText } أزواج
        [many] { $otherOverText } زوجًا
       *[other] { $otherOverText } زوج
    } مع الأساس { $other } أطوالها الموجية أطول منه.
figure-wavelengths-caption = λₖ = 2π·b^(2k/d) لكل زوج عند d_model = { $d }، الأساس { $base } (دوائر) مقابل الأساس { $other } (مربعات)؛ العلامات المملوءة هي الأزواج الأطول من السياق البالغ { $context } موضعًا.
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) لكل زوج عند d_model = { $d }، الأساس { $base } (دوائر) مقابل الأساس { $other } (مربعات)، مع رسم زوج واحد من كل { $stride } أزواج؛ العلامات المملوءة هي الأزواج الأطول من السياق البالغ { $context } موضعًا.

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = الرموز tᵢ
figure-input-block = الكتلة { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = يُضاف هنا مرة واحدة
figure-input-inside-stack = داخل المكدّس:
figure-input-no-pe-again = لا يُضاف PE مرة أخرى
figure-input-inside-stack-no-pe = { figure-input-inside-stack } { figure-input-no-pe-again }
# The example sentence whose tokens the table shows, words separated by spaces (a word may come twice;
# it keeps its one row of made-up numbers). Any short sentence of the language will do.
figure-input-example-words = جلس القط على الحصيرة
# A token of the example sentence, quoted.
figure-input-quoted-word = «{ $word }»
figure-input-desc = لمتجه الموضع عرض التضمين نفسه، d_model، ويُضاف مرة واحدة، قبل الكتلة الأولى. ثم تمزج الكتل المجموع وتحوّله؛ ولا تتلقى أي منها PE(i) مرة أخرى. أما الشبكة التي تضيف المتجه نفسه في كل طبقة فهي معمارية مختلفة.
figure-input-label = مخطط: يُبحث عن الرموز في جدول التضمين E؛ يُضاف PE(i) إلى E[t_i] مرة واحدة؛ يدخل المجموع x_i الكتلة 1، ثم الكتلة 2 حتى الكتلة N، ولا تضيف أي كتلة PE مرة أخرى.
# $shown: first when only the first $cols coordinates are shown; $origin: moved when token numbers
# start elsewhere than position 0 ($originText); $decimals chooses the plural.
figure-input-table-caption = تضمينات تجريبية (أعداد مختلَقة)، d_model = { $d }{ $shown ->
        [first] ، معروض أول { $cols } إحداثيات
       *[all] {""}
    }{ $origin ->
        [moved] ؛ الرمز i يقع في pos = i − { $originText }
       *[zero] {""}
    }؛ القيم مقرّبة إلى { $decimals ->
        [zero] { $decimalsText } منزلة عشرية
        [one] منزلة عشرية واحدة ({ $decimalsText })
        [two] منزلتين عشريتين ({ $decimalsText })
        [few] { $decimalsText } منازل عشرية
        [many] { $decimalsText } منزلة عشرية
       *[other] { $decimalsText } منزلة عشرية
    }
figure-input-head-token = الرمز tᵢ
figure-input-head-term = الحد
figure-input-head-coord = الإحداثي { $c }
figure-input-caption = xᵢ = E[tᵢ] + PE(i): صف تضمين كل رمز زائد متجه الموضع لمكانه، يُضاف مرة واحدة قبل الكتلة 1.

# Figure: a learned table of positions against the formula, looked up past its end.
# The names of the two tracks.
figure-learned-track-table = جدول متعلَّم
figure-learned-track-formula = الصيغة
figure-learned-rows = الصفوف { $first } … { $last }
figure-learned-no-rows = لا صفوف
# Above the line of the position looked up.
figure-learned-pos = pos { $pos }
figure-learned-row = ✓ يوجد صف
figure-learned-no-row = ✗ لا صف
figure-learned-computed = ✓ محسوب
# $row: yes when the position looked up has a row in the table.
figure-learned-label = محور المواضع: يضم جدول متعلَّم الصفوف من 0 إلى { $last }؛ والموضع { $pos } { $row ->
        [yes] له صف
       *[no] ليس له صف
    } هناك، بينما يستمر منحنى الصيغة بعد { $last } ويعطي قيمة عند { $pos }.
figure-learned-table-lead = الجدول المتعلَّم:{" "}
figure-learned-row-exists = الصف { $pos } موجود؛ وأعداده هي ما تركه التدريب فيه أيًّا كان.
# $between: yes when the position is not a whole number.
figure-learned-lookup-fails = يفشل lookup({ $pos }): جدول من { $rows } صفًا فهارسه 0 … { $last }{ $between ->
        [yes] {" "}ولا صف بين الأعداد الصحيحة
       *[no] {""}
    }، لذا لا يوجد متجه لإضافته.
figure-learned-formula-lead = الصيغة:{" "}
# After the formula's vector: which wave is drawn ($k the pair, $i its sine's coordinate).
figure-learned-wave = {" "}(الموجة المرسومة: sin للزوج { $k }، الإحداثي { $i }، ω = { $omega })
figure-learned-moral = قابلية الحساب ليست هي التعميم. تعطي الصيغة متجهًا للموضع { $pos } بالسهولة نفسها التي تعطيه بها للموضع { $one }، وتبقى كل مركّبة بين { $low } و{ $high }. لكن هذا يعني فقط أن المُدخل معرَّف: فالنموذج المدرَّب على تسلسلات لا تتجاوز { $rows } رمزًا ربما تعلّم أنماط انتباه وإحصاءات لا تصح إلا حتى { $rows }، ولا يكشف إلا الاختبار على مُدخلات أطول هل يتعامل معها.
figure-learned-caption = جدول متعلَّم لـ max_len = { $rows } موضعًا مقابل الصيغة، مع البحث عند الموضع { $pos }.

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = دقيق (هذه النواة)
figure-precision-float32 = float32 (مع تقريب ω و pos·ω و sin/cos)؛ الأرقام المتغيرة مُعلَّمة
figure-precision-float64 = float64 بطريقة NumPy (pos · div_term، ثم sin/cos)؛ الأرقام المتغيرة مُعلَّمة
figure-precision-error32 = |float32 − الدقيق|
figure-precision-error64 = |float64 بطريقة NumPy − الدقيق|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = الأقصى
figure-precision-max-of = الأقصى من { $d }
figure-precision-x-label = الموضع (مقياس لوغاريتمي)
figure-precision-y-label = أكبر خطأ في الصف
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = الموضع { $pos } كبير لدرجة أن أعداد float64 المتجاورة قرب الزاوية pos·ω₀ = { $angle } تفصل بينها { $spacing }. وقد تنحرف زاوية مخزّنة بصيغة float64 بمقدار نصف ذلك، { $half }، وهو أكثر من نصف وحدة في المنزلة العشرية { $place } ({ $threshold }): الشيفرة التي تحسب الزاوية حاصل ضرب float64 واحدًا، كما تفعل شيفرة NumPy، تُخطئ في آخر المنازل العشرية المعروضة للأزواج السريعة. أما هذه النواة فتختزل الزاوية اختزالًا دقيقًا، لذا تبقى أرقامها هي الأرقام الدقيقة.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = أكبر خطأ في الصف مقابل الموضع، بمقياسين لوغاريتميين. float32: ‏{ $e32a } قرب الموضع 1000، و{ $e32b } قرب الموضع 100000، و{ $e32c } قرب الموضع 10 ملايين. float64 بطريقة NumPy: ‏{ $e64a } قرب الموضع 10 ملايين، و{ $e64b } قرب الموضع 10¹²، و{ $e64c } قرب الموضع 10¹⁵. خط نصف الوحدة في المنزلة العشرية { $place }: float32 { $cross32 ->
        [yes] يتجاوزه قرب الموضع { $at32 }
       *[no] لا يتجاوزه ضمن النطاق
    }، و float64 { $cross64 ->
        [yes] يتجاوزه قرب الموضع { $at64 }
       *[no] لا يتجاوزه ضمن النطاق
    }.
figure-precision-desc = يحتفظ float32 بنحو 7 أرقام معنوية، لذا تنحرف الزاوية المقرّبة pos·ω بما يصل إلى نصف وحدة float32 من الزاوية، وهو ما ينمو بالتناسب مع الموضع (الخط المتقطع ½ ulp₃₂)؛ وبعد نحو 2²⁴ ≈ 1.7·10⁷ لا يستطيع float32 حتى تمثيل كل موضع صحيح. { $cross32 ->
        [yes] مع عرض { $decimalsText } منزلة عشرية، يغيّر float32 الأرقام المعروضة بدءًا من الموضع { $at32 } تقريبًا.
       *[no] {""}
    } أما float64 المحسوب بالطريقة الساذجة فيعاني المشكلة نفسها بعد نحو 5·10⁸ مرة (½ ulp₆₄): إذ يُقرَّب div_term في NumPy إلى float64، وخطأ تقريبه مضروبًا في الموضع خطأٌ في الزاوية{ $cross64 ->
        [yes] ؛ ومع { $decimalsText } منزلة عشرية يغيّر الأرقام المعروضة بدءًا من الموضع { $at64 } تقريبًا
       *[no] {""}
    }، ويبلغ { $e64 } قرب 10¹⁵. تحتفظ هذه النواة بـ ω_k بدقة 256 بت وتختزل الزاوية اختزالًا دقيقًا: تبقى قيمها ضمن 10⁻¹⁵ حتى 2⁵³.
figure-precision-caption = الجدول بصيغة float32، كما تحسبه أُطر العمل غالبًا، وبصيغة float64 على طريقة شيفرة NumPy، إلى جانب القيم الدقيقة، d_model = { $d }، الأساس { $base }؛ ينمو كلا الخطأين مع الموضع.

# Figure: RoPE turns the query and the key inside attention; their score depends on m − n only.
# The two choices of vectors q and k, and the label of that choice.
figure-rope-vectors = q و k
figure-rope-example = متجهات مثال
figure-rope-ones = (1, 0) في كل زوج
# The label of the choice of layout (which coordinates form a pair).
figure-rope-pairing = الاقتران
# The pair's angle per position, a formula: $k the pair as a subscript.
figure-rope-pair-note = θ{ $k } = ω{ $k } = { $theta }
# Above each circle: the positions of the query (m) and the key (n).
figure-rope-panel = m = { $m }، n = { $n }
# Above the second circle: both moved by $t; $title is figure-rope-panel.
figure-rope-panel-shifted = كلاهما مُزاح بمقدار t = { $t }: { $title }
figure-rope-query = q عند m
figure-rope-key = k عند n
figure-rope-pair-product = الزوج { $k }: { $value }
figure-rope-angle = { $angle } راديان
# Under the circles, one line per layout: the coordinates ($a, $b) that form pair k.
figure-rope-layout-row = { $layout ->
        [concatenated] متتالٍ: الزوج k = (k, k + d/2)
       *[interleaved] متداخل: الزوج k = (2k, 2k + 1)
    } = ({ $a }, { $b })
figure-rope-layout-row-short = { $layout ->
        [concatenated] متتالٍ
       *[interleaved] متداخل
    }: ({ $a }, { $b })
# After the line of the layout the widget uses.
figure-rope-used-here = {" "}— المستخدَم هنا
figure-rope-across = أفقيًا: الإحداثي { $a } من الزوج؛ رأسيًا: الإحداثي { $b }. الاتجاه عكس عقارب الساعة موجب.
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }، k = { $k }: الأعداد الثمانية نفسها مكررة على d إحداثيًا.
figure-rope-vectors-ones = q = k = { $v }: كل زوج (1, 0)، أيًّا كان ما يضعه الترتيب في كل مكان.
figure-rope-scores-caption = درجة المتجهات كاملة، d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = الاستعلام عند
figure-rope-head-key = المفتاح عند
figure-rope-head-score = الدرجة
figure-rope-shift-same = إزاحة كليهما بمقدار t تُبقي الدرجة كما كانت، حتى آخر بت.
figure-rope-shift-within = إزاحة كليهما بمقدار t تُبقي الدرجة كما كانت (بفارق لا يتجاوز { $gap }، بسبب التقريب).
figure-rope-swapped-same = تبديلهما يقلب إشارة m − n؛ ومع هذه المتجهات تتلاشى حدود الجيب، لذا تبقى الدرجة.
figure-rope-swapped-changes = تبديلهما يقلب إشارة m − n، فتتغير الدرجة: إنها تعتمد على الإزاحة بإشارتها.
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = مع q = k = (1, 0) في كل زوج تتلاشى حدود الجيب ويلتقي RoPE بجدول 2017:{" "}
# After that formula.
figure-rope-bridge-same = . درجة النواة { $score } والضرب النقطي من الجدول { $dot }: العدد نفسه، حتى آخر بت.
figure-rope-bridge-differ = . درجة النواة { $score } والضرب النقطي من الجدول { $dot }: يختلفان بمقدار { $gap }، بسبب التقريب.
figure-rope-caption = الزوج k = { $k } من استعلام عند m = { $m } ومفتاح عند n = { $n }، كلٌّ منهما مُدار عكس عقارب الساعة بمقدار موضعه مضروبًا في θ{ $ksub }: الزاوية بينهما، ومن ثَمّ الدرجة، تعتمد على m − n = { $delta } فقط.
figure-rope-desc = يُدير RoPE الزوج k من الاستعلام بمقدار m·θ_k ومن المفتاح بمقدار n·θ_k (دوران RoFormer: ‏(x_a, x_b) يصبح (x_a cos − x_b sin, x_a sin + x_b cos)). إزاحة كليهما بمقدار t تُديرهما معًا بمقدار t·θ_k إضافية، لذا تبقى الزاوية بينهما، وحاصل ضربهما. تُظهر الأشرطة أي إحداثيين يكوّنان الزوج { $k }: متجاوران في الترتيب المتداخل (RoFormer و GPT-J وشيفرة Llama من Meta)، وبينهما نصف متجه في الترتيب المتتالي (GPT-NeoX و Llama في Hugging Face و Mistral و Qwen2).
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } و{ $b }
figure-rope-label = الزوج { $k } من q و k على دائرة: عند تدويرهما إلى الموضعين m = { $m } و n = { $n } تفصل بينهما { $gap } راديان، وحاصل الضرب { $product }؛ وعند إزاحة كليهما بمقدار t = { $t } يدوران معًا وتبقى بينهما { $gap } راديان، وحاصل الضرب { $product }. في الأسفل، الزوج { $k } هو الإحداثيان { $layoutA } في الترتيب المتداخل و{ $layoutB } في الترتيب المتتالي.

# Figure: RoFormer's bound on the RoPE score falls as the relative distance grows.
# A choice of the distances shown: from $low to $high.
figure-rope-decay-span-option = { $low } … { $high }
figure-rope-decay-x-label = المسافة النسبية r = m − n
figure-rope-decay-y-label = الحد الأعلى للدرجة
# In the key, and as a column header: the base of one curve.
figure-rope-decay-key = الأساس { $base }
# Followed by a formula: bound(r) = (2/d)·Σ_j |S_j(r)|.
figure-rope-decay-formula-lead = يحدّ RoFormer الدرجة بـ{" "}
# Between that formula and the next: S_j(r) = Σ_l e^(i·r·θ_l).
figure-rope-decay-formula-mid = ، حيث{" "}
# After the second formula: $half is d/2.
figure-rope-decay-formula-tail = {" "}يجمع دورات أول j أزواج (l = 0 … j − 1، j = 1 … d/2 = { $half }).
figure-rope-decay-start = عند r = 0 تشير كل الدورات إلى الاتجاه نفسه: الحد هو (d/2 + 1)/2 = { $value } عند d = { $d }.
figure-rope-decay-half-never = مع الأساس { $base } يبقى فوق نصف تلك القيمة حتى آخر مسافة معروضة.
figure-rope-decay-half = مع الأساس { $base } يهبط أول مرة إلى نصف تلك القيمة عند r ≈ { $r }.
figure-rope-decay-table-caption = الحد عند بعض المسافات
figure-rope-decay-caption = حد RoFormer على درجة RoPE مقابل المسافة النسبية r = 0 … { $high }، d = { $d }، الأساس { $a } (خط متصل) والأساس { $b } (خط متقطع): كلما تباعد رمزان، قلّ تراكم دوراتهما.
figure-rope-decay-desc = يدور كل زوج بمقدار r·θ_l بين الاستعلام والمفتاح. عند r = 0 تتفق كل الدورات؛ ومع نمو r تشير الأزواج السريعة إلى كل الاتجاهات ويتقلص مجموعها، لذا ينتبه الاستعلام بقوة أقل إلى المفاتيح البعيدة ذات المحتوى نفسه. والأساس الأكبر يُبقي أزواجًا أكثر تدور ببطء، لذا يهبط الحد ببطء أكبر. إنه حد أعلى، لا الدرجة نفسها، ولا يلزم أن يهبط بسلاسة.
figure-rope-decay-label = حد الاضمحلال مقابل r من 0 إلى { $high } عند d = { $d }: يبدأ من { $start } لكلا الأساسين، ويبلغ { $endA } مع الأساس { $a } و{ $endB } مع الأساس { $b } عند r = { $high }.
# Added to the text alternative when the widget's offset is on the plot: the bound there for both bases.
figure-rope-decay-label-offset = {" "}عند الإزاحة r = { $r }: ‏{ $a } و{ $b }.

# Figure: extending the context of a RoPE model; every pair's wavelength before and after scaling.
figure-rope-scaling-own = إعداداتك الخاصة
# The scaling methods by their config.json type ($type); names of published methods stay as they are.
figure-rope-scaling-method-name = { $type ->
        [linear] Position Interpolation (خطي)
        [ntk] NTK-aware
        [dynamic] NTK الديناميكي
        [yarn] YaRN
        [llama3] Llama 3.1 (llama3)
       *[none] بلا تحجيم
    }
figure-rope-scaling-factor = المعامل s
figure-rope-scaling-x-label = الزوج k
figure-rope-scaling-y-label = الطول الموجي (مواضع، مقياس لوغاريتمي)
# In the key (λ_k = 2π/θ_k is a formula).
figure-rope-scaling-before = قبل: λ_k = 2π/θ_k
figure-rope-scaling-after = بعد: { $method }
# Lines across the plot: the original and the extended context, in tokens.
figure-rope-scaling-original = السياق الأصلي { $context }
figure-rope-scaling-extended = الموسَّع { $context }
# Where a model's numbers come from: $name and $model name the model, $type is rope_scaling's type.
figure-rope-scaling-source = { $name }: يعطي ملف config.json الخاص بـ { $model } القيمة d = { $d } لكل رأس، والأساس (rope_theta) { $base }، وسياقًا من { $context } رمزًا، من دون rope_scaling.
figure-rope-scaling-source-scaled = { $name }: يعطي ملف config.json الخاص بـ { $model } القيمة d = { $d } لكل رأس، والأساس (rope_theta) { $base }، وسياقًا من { $context } رمزًا، مع rope_scaling { $type } (المعامل { $factor } على سياق أصلي قدره { $original }).
figure-rope-scaling-own-source = إعدادات الأداة: d = { $d }، الأساس { $base }، السياق الأصلي { $context } رمزًا (context-length).
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = من دون تحجيم{" "}
figure-rope-scaling-none-tail = : يبقى السياق كما دُرِّب عليه.
figure-rope-scaling-linear-lead = تقرأ Position Interpolation الموضع m على أنه m/s:{" "}
figure-rope-scaling-linear-tail = ، فيصبح كل طول موجي أطول s مرة.
figure-rope-scaling-ntk-lead = يرفع التحجيم NTK-aware الأساس:{" "}
figure-rope-scaling-ntk-tail = ، فيصبح الزوج الأبطأ أبطأ s مرة، ويبقى الأسرع دون تغيير.
figure-rope-scaling-dynamic-lead = يرفع NTK الديناميكي الأساس مع طول التسلسل L بعد أن يتجاوز L₀:{" "}
figure-rope-scaling-dynamic-tail = {" "}عند L = { $length }.
figure-rope-scaling-yarn-lead = يُبقي YaRN على الأزواج التي تدور مرات كثيرة ضمن L₀ ويستكمل الأزواج البطيئة، مع منحدر γ_k بينهما:{" "}
figure-rope-scaling-yarn-tail = ؛ ويضرب أيضًا قيم logits الانتباه في (0.1·ln s + 1)² = { $attention }.
figure-rope-scaling-llama3-lead = يُبقي Llama 3.1 على الأزواج التي تحقق{" "}
figure-rope-scaling-llama3-mid = ، ويقسم التردد على s حيث{" "}
figure-rope-scaling-llama3-tail = ، ويمزج بين الاثنين فيما بينهما.
figure-rope-scaling-counts = من بين { $pairs } زوجًا، يحتفظ { $kept } بطولها الموجي، ويُمدَّد { $stretched } بمقدار { $s } مرة، ويقع { $between } بين الحالتين.
# $before and $after choose the plural; $beforeText and $afterText are the same numbers written out.
figure-rope-scaling-turns = { $before ->
        [zero] لا يوجد أي زوج ({ $beforeText }) لا يُكمل
        [one] زوج واحد ({ $beforeText }) لا يُكمل أبدًا
        [two] زوجان ({ $beforeText }) لا يُكملان أبدًا
        [few] { $beforeText } أزواج لا تُكمل أبدًا
        [many] { $beforeText } زوجًا لا تُكمل أبدًا
       *[other] { $beforeText } زوج لا تُكمل أبدًا
    } دورة ضمن الرموز الـ{ $original } الأصلية؛ وبعد التحجيم، { $after ->
        [zero] لا يوجد أي زوج ({ $afterText }) لا يُكمل
        [one] زوج واحد ({ $afterText }) لا يُكمل أبدًا
        [two] زوجان ({ $afterText }) لا يُكملان أبدًا
        [few] { $afterText } أزواج لا تُكمل أبدًا
        [many] { $afterText } زوجًا لا تُكمل أبدًا
       *[other] { $afterText } زوج لا تُكمل أبدًا
    } دورة ضمن الرموز الـ{ $extended } للسياق الموسَّع.
figure-rope-scaling-table-caption = الأطوال الموجية بالمواضع
figure-rope-scaling-caption = { $name }، d = { $d }: الطول الموجي لكل زوج قبل (دوائر) وبعد { $method } (مربعات)، مقابل السياق الأصلي البالغ { $original } رمزًا.
figure-rope-scaling-caption-extended = { $name }، d = { $d }: الطول الموجي لكل زوج قبل (دوائر) وبعد { $method } (مربعات)، مقابل السياق الأصلي البالغ { $original } رمزًا والسياق الموسَّع { $extended }.
figure-rope-scaling-desc = يتعلم النموذج ما تفعله أزواجه على امتداد السياق الذي دُرِّب عليه. الأزواج التي طولها الموجي أقصر من ذلك السياق دارت مرات كثيرة وهي آمنة بعده؛ أما الأزواج الأطول منه فلم تُكمل دورة قط، لذا تعطيها المواضع التي تتجاوز السياق زوايا لم يرها النموذج أبدًا. تُبطئ الطرق هذه الأزواج (طول موجي أطول) بحيث يُعيَّن السياق الموسَّع على زوايا رآها النموذج في التدريب.
figure-rope-scaling-label = { $name }: ‏{ $pairs } زوجًا. قبل التحجيم تمتد أطوالها الموجية من { $firstBefore } إلى { $lastBefore } موضعًا؛ وبعد { $method } من { $firstAfter } إلى { $lastAfter }. يحتفظ { $kept } زوجًا بطولها الموجي ويُمدَّد { $stretched }. السياق الأصلي { $original } والسياق الموسَّع { $extended } مُعلَّمان.

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# The share panel: the code that puts this view on another page, the table as text, the figures as files.

share-code-title = ضع هذا العرض في صفحة أخرى
share-code-note = لا تُكتب إلا الإعدادات التي تختلف عن القيم الافتراضية.
# dist/sinusoidal-pe.js is a file name: keep it as it is.
share-tag-label = الوسم (تُحمِّل الصفحة أيضًا dist/sinusoidal-pe.js)
share-tag-copy = انسخ الوسم
share-iframe-label = الرابط لإطار iframe ‏(embed.html)
share-iframe-copy = انسخ الرابط
# parent-origin= is a URL parameter: keep it as it is.
share-iframe-note = بعد parent-origin=، أضف أصل صفحة مقررك (مثل https://course.example): عندها يُبلغ الإطار تلك الصفحة وحدها بارتفاعه.
share-package-label = الأمر لإنشاء حزمة SCORM أو H5P لهذا الاختبار (npm run package)
share-package-copy = انسخ الأمر
share-package-note = شغّله في نسخة من sinusoidal-pe. من دون quiz-seed يحصل كل متعلم على أسئلته الخاصة.
share-package-own = احفظ قائمة الأسئلة أولًا باسم questions.json بجانبه.
share-table-title = الجدول نصًّا
share-table-note = القيم كما يعرضها الجدول، بمنازله العشرية، مع صفوف العناوين.
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = الجدول بصيغة { $format }
share-table-copy = انسخ بصيغة { $format }
share-figures-title = الأشكال صورًا
share-figures-note = يحافظ SVG على حدة كل خط؛ ويُرسم PNG بضعف الحجم، للطباعة. يأخذ كل ملف تعليق الشكل عنوانًا له.
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = نزّل { $figure } بصيغة { $type }
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = نُسخ { $what } إلى الحافظة.
share-selected = لا يُسمح لهذه الصفحة بالكتابة في الحافظة، لذا حُدِّد { $what } في مربعه: اضغط Ctrl+C ‏(⌘C على Mac) لنسخه.
# What a Copy button copies, as share-copied and share-selected name it.
share-what-tag = الوسم
share-what-link = الرابط
share-what-command = الأمر
share-what-table = الجدول بصيغة { $format }
# $file: the name of the file saved (sinusoidal-pe-waves.svg).
share-saved = حُفظ { $file }.
# $message: why nothing was saved.
share-save-failed = لم يُحفظ شيء: { $message }
share-figure-empty = لا يحتوي هذا الشكل بعدُ على رسم يمكن حفظه.
share-png-failed = تعذّر على المتصفح إنشاء ملف PNG.
# The first cell of a row of the copied table: token $token at position $position (numbers as written).
share-table-row = { $token } → pos { $position }

# (share messages: end of section)
