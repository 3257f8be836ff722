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

# Between two messages of one text (a worked step of several sentences, a verdict and its slip).
core-sentence-gap = { " " }
core-value-equals = = { $value }
core-value-approximately = ≈ { $value }
core-value-in-parentheses = ({ $value })
core-word-sine = جيب
core-word-cosine = جيب تمام
core-word-layout-interleaved = المتداخل
core-word-layout-concatenated = المتتالي
core-unreadable-answer-too-long = الإجابة أطول من أن تكون عددًا (أكثر من { $max } حرفًا).
core-unreadable-not-a-number = تعذّرت قراءة عدد في «{ $typed }».
core-unreadable-no-digits = في الإجابة إشارة أو فاصلة عشرية لكن لا أرقام فيها.
core-unreadable-after-the-number = تعذّرت قراءة «{ $rest }» بعد العدد.
core-answer-unreadable = { $problem } اكتب عددًا عشريًا مثل { $example }.
core-answer-correct = صحيح: { $value } يطابق القيمة الدقيقة { $exact } حتى { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }.
core-answer-too-few-decimals = صحيح حتى الآن، لكن { $value } لا يضم إلا { $typed ->
        [zero] { $typed } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $typed } منازل عشرية
        [many] { $typed } منزلةً عشرية
       *[other] { $typed } منزلة عشرية
    }؛ والسؤال يطلب { $asked ->
        [zero] { $asked } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $asked } منازل عشرية
        [many] { $asked } منزلةً عشرية
       *[other] { $asked } منزلة عشرية
    } على الأقل. احتفظ بمزيد من أرقام نتيجتك.
core-answer-too-small = ليس تمامًا: { $value } أصغر من اللازم بأكثر من { $tolerance }، وهو الخطأ المسموح به عند { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }. { $advice }
core-answer-too-large = ليس تمامًا: { $value } أكبر من اللازم بأكثر من { $tolerance }، وهو الخطأ المسموح به عند { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }. { $advice }
core-answer-advice-check-each-step = المسألة ليست مسألة تقريب: راجع كل خطوة من خطوات عملك.
core-answer-advice-round-not-cut = لكنها قريبة: راجع آخر أرقام حسابك، وقرّب الرقم الأخير بدلًا من اقتطاعه.
core-answer-advice-check-rounding = لكنها قريبة: راجع آخر أرقام حسابك وطريقة تقريبك.
core-answer-truncated = ليس تمامًا: يبدو أن { $value } هي القيمة الدقيقة مقطوعةً بعد { $typed ->
        [zero] { $typed } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $typed } منازل عشرية
        [many] { $typed } منزلةً عشرية
       *[other] { $typed } منزلة عشرية
    } بدلًا من تقريبها. الأرقام المحذوفة تساوي نصف وحدة على الأقل من آخر رقم باقٍ، لذا كان يجب أن يزيد ذلك الرقم بواحد (بعيدًا عن الصفر).
core-answer-truncated-too-few-decimals = ليس تمامًا: يبدو أن { $value } هي القيمة الدقيقة مقطوعةً بعد { $typed ->
        [zero] { $typed } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $typed } منازل عشرية
        [many] { $typed } منزلةً عشرية
       *[other] { $typed } منزلة عشرية
    } بدلًا من تقريبها. الأرقام المحذوفة تساوي نصف وحدة على الأقل من آخر رقم باقٍ، لذا كان يجب أن يزيد ذلك الرقم بواحد (بعيدًا عن الصفر)؛ كما يطلب السؤال { $asked ->
        [zero] { $asked } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $asked } منازل عشرية
        [many] { $asked } منزلةً عشرية
       *[other] { $asked } منزلة عشرية
    } على الأقل.
core-answer-slip = ليس تمامًا: { $value } يطابق خطأً شائعًا. { $explanation }
# The settings a question is for, after its prompt. $topic: sinusoidal or rope; $layout: none (the
# question does not depend on it), interleaved, concatenated (the 2017 encoding's layouts) or
# rope-interleaved, rope-concatenated (RoPE's pairs); $numbered: yes when the origin matters.
core-settings-note = ({ $topic ->
        [rope] RoPE، d = { $d }
       *[sinusoidal] d_model = { $d }
    }، الأساس { $base }{ $layout ->
        [interleaved] ، الترتيب المتداخل
        [concatenated] ، الترتيب المتتالي
        [rope-interleaved] ، الأزواج (2k, 2k + 1)
        [rope-concatenated] ، الأزواج (k, k + d/2)
       *[none] {""}
    }{ $numbered ->
        [yes] ، والرموز مرقَّمة بدءًا من { $origin }
       *[no] {""}
    })
core-formula-omega-zero = ω_0 = { $base }^0 = 1
core-formula-omega = ω_{ $k } = { $base }^(−{ $twoK }/{ $dModel }) ≈ { $omega }
core-formula-theta-zero = θ_0 = { $base }^0 = 1
core-formula-theta = θ_{ $k } = { $base }^(−{ $twoK }/{ $d }) ≈ { $theta }
core-list-gap = ؛
core-list-gap-skipped = ؛ …؛
core-list-end = { "." }
core-step-dot-terms = الحدود:
core-step-dot-term = k = { $k }: cos({ $omega } × { $gap }) ≈ { $cosine }{ $after }
core-list-gap-more = ؛ ….
core-vector-list = [{ $entries }]
core-vector-sparse = { $entries } و0 في ما عدا ذلك
core-vector-zero = كلها أصفار
core-step-rope-score-term = k = { $k } (الإحداثيان { $first } و{ $second }): { $dot } × cos({ $angle }) + { $cross } × sin({ $angle }) ≈ { $term }{ $after }
core-step-rope-score-no-terms = كل زوج من q أو k صفري.
core-refuse-option-index = يجب أن تكون قيمة { $name } رقم أحد الخيارات، عددًا صحيحًا من 0 إلى { $last }؛ القيمة المُعطاة { $received }.
core-check-choose-an-option = اختر أحد الخيارات الـ{ $count } برقمه (0 إلى { $last }) أو بحرفه (a إلى { $lastLetter }).
core-check-option-correct = صحيح: الخيار { $option } («{ $statement }») صحيح.
core-check-option-wrong = ليس تمامًا: الخيار { $option } («{ $statement }») غير صحيح.
core-slip-name-degrees = الزاوية مأخوذة بالدرجات
core-slip-name-sin-cos-swapped = تبديل الجيب وجيب التمام
core-slip-name-origin-off-by-one = بداية الترقيم مُزاحة بواحد
core-slip-name-exponent-uses-i = الأس مبني على i بدلًا من 2k
core-slip-name-wrong-pair = استخدام تردد زوج آخر
core-slip-name-layout-concatenated = استخدام الترتيب المتتالي بدلًا من المتداخل
core-slip-name-layout-interleaved = استخدام الترتيب المتداخل بدلًا من المتتالي
core-slip-name-truncated = اقتطاع بدلًا من تقريب
core-slip-name-angle-instead-of-value = الزاوية بدلًا من جيبها أو جيب تمامها
core-slip-name-all-zeros-at-position-zero = اعتبار PE(0) كله أصفارًا
core-slip-name-base-matters-at-zero = افتراض أن للأساس أثرًا عند الموضع 0
core-slip-name-full-vector-repeats = افتراض أن المتجه كله يتكرر مع الزوج الأسرع
core-slip-name-fastest-pair-changes = افتراض أن الزوج الأسرع لا يتكرر
core-slip-name-aliasing-base-specific = اعتبار التكرار معتمدًا على الأساس
core-slip-name-rotation-sign = دوران في الاتجاه الخاطئ
core-slip-name-rotation-uses-position = التدوير بزاوية الموضع بدلًا من زاوية الإزاحة
core-slip-name-wavelength-missing-2pi = الطول الموجي دون المعامل 2π
core-slip-name-wavelength-as-frequency = إعطاء التردد بدلًا من الطول الموجي
core-slip-name-wavelength-uses-full-base = أخذ الأس 1 بدلًا من (d_model − 2)/d_model
core-slip-name-wavelength-fastest-pair = الطول الموجي للزوج الأسرع بدلًا من الأبطأ
core-slip-name-base-too-small = أساس أطول أطواله الموجية أقصر من السياق
core-slip-name-base-lambda-missing-2pi = اختيار الأساس دون المعامل 2π
core-slip-name-base-larger-than-needed = أساس أكبر من اللازم
core-slip-name-dot-single-pair = حساب زوج واحد فقط
core-slip-name-dot-d-model = حساب d_model حدًّا بدلًا من d_model/2
core-slip-name-dot-uses-positions = جمع الموضعين بدلًا من طرحهما
core-slip-name-dot-sines-only = جمع حواصل ضرب الجيوب وحدها
core-slip-name-rope-absolute-offset = استخدام |m − n| بدلًا من الإزاحة بإشارتها
core-slip-name-rope-clockwise = اعتبار الدوران باتجاه عقارب الساعة
core-slip-name-rope-one-based-index = قراءة i في RoFormer (المعدود من 1) على أنه k في الشيفرة
core-slip-name-ntk-exponent-dropped = إسقاط أس NTK ‏d/(d − 2)
core-slip-name-interpolation-on-base = تطبيق Position Interpolation على الأساس بدلًا من المواضع
core-unreadable-answer-empty = الإجابة فارغة.
core-unreadable-answer-contains-control-character-which-not = تحتوي الإجابة على محرف تحكم، وهو ليس جزءًا من أي عدد.
core-unreadable-nan-not-number-can-checked = NaN ليس عددًا يمكن التحقق منه.
core-unreadable-infinity-not-answer-can-checked = اللانهاية (Infinity) ليست إجابة يمكن التحقق منها.
core-unreadable-hexadecimal-numbers-not-accepted-write-value = الأعداد الست عشرية غير مقبولة؛ اكتب القيمة بالنظام العشري.
core-unreadable-grouping-separator = يبدو أن الإجابة «{ $typed }» تجمع أرقامها في مجموعات من الآلاف (بمسافة أو نقطة أو فاصلة أو ٬)، مما يجعلها ملتبسة؛ اكتبها بعلامة عشرية واحدة ومن دون فواصل للآلاف.
core-unreadable-two-decimal-marks = في الإجابة «{ $typed }» أكثر من علامة عشرية واحدة؛ للعدد علامة واحدة على الأكثر، نقطة أو فاصلة.
core-unreadable-mixed-scripts = تخلط الإجابة «{ $typed }» بين أرقام من نظامي كتابة (مثل 0-9 و٠-٩)؛ اكتب كل أرقامها بنظام واحد.
core-unreadable-exponent-after-e-has-no-digits = الأس بعد «e» بلا أرقام (اكتب مثلًا 2e-2).
core-unreadable-number-too-large-read = العدد أكبر من أن يُقرأ.
core-refuse-decimals-must-whole-number-from-0 = يجب أن يكون عدد المنازل العشرية عددًا صحيحًا من 0 إلى { $maxDecimals }؛ القيمة المُعطاة { $decimals }.
core-refuse-expected-must-finite-number-received = يجب أن تكون expected عددًا منتهيًا؛ القيمة المُعطاة { $expected }.
core-refuse-power-ten-must-whole-number-from = يجب أن تكون قوة العشرة عددًا صحيحًا من -400 إلى 400؛ القيمة المُعطاة { $power }.
core-refuse-quantity-has-no-value-core-can = ليس لهذه الكمية قيمة تستطيع النواة حسابها: لوغاريتم عدد غير موجب أو قوة له، أو قسمة على صفر، أو وسيط كبير جدًا.
core-refuse-quantity-written-with-at-most-18 = تُكتب الكمية بـ18 رقمًا على الأكثر؛ وعند قوة العشرة { $power } تزيد أرقامها على ذلك.
core-slip-explain-all-zeros-at-position-zero = يبدو أن PE عند الموضع 0 اعتُبر كله أصفارًا. الجيوب وحدها تساوي 0 هناك؛ أما كل إحداثي جيب تمام فيساوي cos 0 = 1.
core-slip-explain-degrees = يبدو أن الزاوية أُخذت بالدرجات: { $fn }({ $angle }°) = { $value }. تقيس الصيغة الزوايا بالراديان، لذا فالقيمة هي { $fn }({ $angle } راديان).
core-slip-explain-sin-cos-swapped = يبدو أن الجيب وجيب التمام تبادلا: { $swappedFn }({ $angle }) = { $value }، لكن الإحداثي { $coordinate } يحمل { $function } الزوج { $pair } في الترتيب { $layout }.
core-slip-explain-position-counted-from-one = يبدو أن المواضع عُدّت بدءًا من 1، بأخذ pos = { $pos } − 1 = { $posMinusOne }: وهذا يعطي { $value }. يقع PE({ $pos }) عند موضع الصيغة pos = { $pos }، معدودًا بدءًا من 0.
core-slip-explain-position-plus-one = يبدو أن 1 أُضيف إلى الموضع: مع pos = { $pos } + 1 = { $posPlusOne } تحصل على { $value }. تأخذ الصيغة الموضع كما هو، pos = { $pos }.
core-slip-explain-token-as-position = يبدو أن رقم الرمز استُخدم موضعًا: مع pos = { $token } تحصل على { $value }. الرموز هنا مرقَّمة بدءًا من 1، لذا يقع الرمز { $token } في الموضع { $token } − 1 = { $pos }.
core-slip-explain-token-counted-from-one = يبدو أن المواضع عُدّت بدءًا من 1: مع pos = { $token } + 1 = { $posPlusOne } تحصل على { $value }. الرموز هنا مرقَّمة بدءًا من 0، لذا يقع الرمز { $token } في الموضع { $pos }.
core-slip-explain-token-minus-one = يبدو أن 1 طُرح من رقم الرمز: مع pos = { $token } − 1 = { $pos } تحصل على { $value }. الرموز هنا مرقَّمة بدءًا من 0، لذا لا حاجة إلى الطرح: pos = { $token }.
core-slip-explain-exponent-uses-i = يبدو أن الأس بُني على دليل الإحداثي i = { $coordinate } بدلًا من 2k = { $twoK }: { $fn }({ $pos } / { $base }^({ $coordinate }/{ $dModel })) = { $value }. يشترك إحداثيا الزوج k في الأس 2k/d_model.
core-slip-explain-exponent-uses-two-i = يبدو أن الأس استخدم 2i = { $twoI } بدلًا من 2k = { $twoK }: { $fn }({ $pos } / { $base }^({ $twoI }/{ $dModel })) = { $value }. في PE(pos, 2k) يمثّل 2k الإحداثي الزوجي للزوج، لا ضعف دليل الإحداثي.
core-slip-explain-other-layout = يبدو أن الترتيب { $usedLayout } هو الذي استُخدم: فيه يكون الإحداثي { $coordinate } { $usedFunction } الزوج { $usedPair }، وهذا يعطي { $value }. يستخدم هذا السؤال الترتيب { $layout }، وفيه يكون { $function } الزوج { $pair }.
core-slip-explain-pair-zero-frequency = يبدو أن الموضع استُخدم زاويةً، كما في الزوج 0: { $fn }({ $pos }) = { $value }. ينتمي الإحداثي { $coordinate } إلى الزوج k = { $pair }، لذا يُقسم الموضع أولًا على { $base }^({ $twoK }/{ $dModel }): الزاوية { $theta } راديان.
core-slip-explain-neighbour-pair = يبدو أن تردد الزوج { $usedPair } هو الذي استُخدم: { $fn }({ $pos } / { $base }^({ $twoJ }/{ $dModel })) = { $value }. ينتمي الإحداثي { $coordinate } إلى الزوج k = { $pair }، لذا فالأس 2k/d_model مع k = { $pair }.
core-slip-explain-angle-instead-of-value = يبدو أن الإجابة توقفت عند الزاوية، { $angle } راديان. الإحداثي هو { $function } تلك الزاوية، وهو يقع دائمًا بين −1 و1.
core-refuse-layout-must-interleaved-sin-cos-sin = يجب أن يكون الترتيب إما "interleaved" (sin, cos, sin, cos, ... كما في الورقة البحثية) أو "concatenated" (كل الجيوب، ثم كل جيوب التمام)؛ القيمة المُعطاة «{ $name }».
core-refuse-d-model-must-positive-even-integer = يجب أن يكون d_model عددًا صحيحًا زوجيًا موجبًا، لأن الإحداثيات تأتي أزواجًا من جيب وجيب تمام يشتركان في تردد واحد؛ القيمة المُعطاة { $dModel }.
core-refuse-d-model-too-large = يجب ألا يتجاوز d_model القيمة { $max } كي تبقى الصفحة سريعة الاستجابة؛ القيمة المُعطاة { $received }.
core-refuse-base-must-finite-number-greater-than = يجب أن يكون الأساس عددًا منتهيًا أكبر من 1، كي تتناقص الترددات من زوج إلى الذي يليه؛ القيمة المُعطاة { $base }.
core-refuse-coordinate-index-must-whole-number-from = يجب أن يكون دليل الإحداثي عددًا صحيحًا من 0 إلى { $dModel } (d_model - 1)؛ القيمة المُعطاة { $i }.
core-refuse-pair-index-k-must-whole-number = يجب أن يكون دليل الزوج k عددًا صحيحًا من 0 إلى { $pairs } (d_model/2 - 1)؛ القيمة المُعطاة { $k }.
core-refuse-position-not-finite = يجب أن تكون قيمة { $name } عددًا منتهيًا؛ القيمة المُعطاة { $received }.
core-refuse-position-beyond-2-53 = يجب ألا يتجاوز مقدار { $name } القيمة 2^53 = 9007199254740992، لأن عدد double لا يستطيع بعدها تمثيل كل رقم رمز صحيح: فلن يكون الموضع المحسوب هو المطلوب؛ القيمة المُعطاة { $received }.
core-subject-position = الموضع
core-subject-offset = الإزاحة
core-subject-query-position = موضع الاستعلام m
core-subject-key-position = موضع المفتاح n
core-subject-relative-distance = المسافة النسبية r
core-refuse-origin-must-0-or-1-number = يجب أن تكون بداية الترقيم إما 0 أو 1 (رقم الرمز الأول)؛ القيمة المُعطاة { $origin }.
core-refuse-token-not-whole = يجب أن تكون قيمة { $name } عددًا صحيحًا لا يتجاوز مقداره 10^15؛ القيمة المُعطاة { $received }.
core-name-token-number = رقم الرمز
core-name-offset = الإزاحة
core-name-query-token-number = رقم رمز الاستعلام m
core-name-key-token-number = رقم رمز المفتاح n
core-refuse-table-too-large = جدول عدد مواضعه { $positions } مع d_model = { $dModel } فيه أكثر من { $max } قيمة، وهو أقصى ما تحسبه هذه الصفحة دفعة واحدة؛ استخدم مواضع أقل أو d_model أصغر.
core-refuse-exact-quantitys-operation-not-one-cores = العملية { $code } لكمية دقيقة ليست من عمليات النواة (0 إلى 15).
core-refuse-exact-quantitys-number-must-finite-number = يجب أن يكون عدد الكمية الدقيقة عددًا منتهيًا بعد العملية 0.
core-refuse-exact-quantitys-operation-lacks-operand = العملية { $code } لكمية دقيقة ينقصها معامَل.
core-refuse-exact-quantitys-power-base-n-d = القوة base^(n/d) في كمية دقيقة تأخذ ثلاثة أعداد: أساسًا أكبر من 0، و n، و d أكبر من 0.
core-refuse-exact-quantitys-sum-over-pairs-takes = المجموع على الأزواج في كمية دقيقة يأخذ خمسة أعداد: موضعين لا يتجاوزان 2^53، وأساسًا أكبر من 1، و d_model زوجيًا، وعددًا من الأزواج من 1 إلى d_model/2.
core-refuse-exact-quantity-nests-more-than-values = تتداخل في الكمية الدقيقة أكثر من { $stack } قيمة.
core-refuse-exact-quantity-must-leave-one-value = يجب أن تترك الكمية الدقيقة قيمة واحدة؛ وهذه تترك { $depth }.
core-prompt-aliasing-fastest-pair-k-0-0-1 = للزوج الأسرع (k = 0، ω_0 = 1) دورة طولها 2π بالضبط، لذا عند موضع الصيغة pos = { $piMultiple }π ≈ { $pos } يعود جيبه وجيب تمامه إلى 0 و1، كما عند pos = 0. هل يتكرر باقي المتجه أيضًا؟ احسب الإحداثي { $i } (وهو ينتمي إلى الزوج k = { $pair }) عند pos = { $piMultiple }π؛ pos هنا موضع في الصيغة، لا رقم رمز. اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-hint-aliasing-pair-k-turns-at-k-b = يدور الزوج k بالتردد ω_k = b^(−2k/d_model)؛ وعند pos = { $piMultiple }π تكون زاويته ω_k × { $piMultiple }π، وهي عدد صحيح من الدورات فقط إذا كان ω_k × { $turns } عددًا صحيحًا.
core-step-aliasing-frequency = تردده { $frequency }.
core-step-aliasing-at-pos-angle-rad-turns = عند pos = { $piMultiple }π تكون الزاوية θ = { $omega } × { $pos } ≈ { $theta } راديان، أي { $theta4 } دورة.
core-step-aliasing-while-at-pos-0-same-coordinate = { $f }({ $theta }) ≈ { $value }، بينما الإحداثي نفسه عند pos = 0 هو { $f } 0 = { $isSine }.
core-step-aliasing-with-d-model-2-there-only = مع d_model = 2 لا يوجد إلا الزوج الأسرع، لذا يتكرر المتجه كله هنا فعلًا: وهذا أحد أسباب استخدام الترميزات أزواجًا كثيرة بترددات مختلفة.
core-step-aliasing-pe-pe-0-although-fastest-pair = إذن PE({ $piMultiple }π) ≠ PE(0) مع أن الزوج الأسرع يتكرر: قد يتكرر زوج واحد، لكن لكي يتكرر المتجه يجب أن تُكمل كل الأزواج دورات كاملة في آنٍ واحد، وهو ما يمنعه تباعد الترددات على أي مدى واقعي.
core-slip-aliasing-whole-vector-assumed-repeat-with-fastest = يبدو أنك افترضت أن المتجه كله يتكرر مع الزوج الأسرع، وهذا يعطي القيمة عند pos = 0، أي { $atZero }. يدور الزوج { $pair } بالتردد ω = { $omega }، لذا يكون قد تحرك عند pos = { $piMultiple }π بمقدار { $theta } راديان، وهذا ليس دورة كاملة.
core-refuse-aliasing-choice-question-needs-d-model = يحتاج سؤال الاختيار عن التكرار إلى d_model لا يقل عن 4: مع d_model = 2 يتكرر الزوج الوحيد، ومعه المتجه كله.
core-aliasing-only-fastest-pair-completes-whole-turns = الزوج الأسرع وحده يُكمل دورات كاملة على امتداد { $piMultiple }π؛ أما الأزواج الأخرى فتدور بترددات أصغر وتنتهي في مواضع أخرى من دوائرها.
core-aliasing-fastest-pair-has-0-1-period = للزوج الأسرع ω_0 = 1 ودورة طولها 2π بالضبط، لذا يعود على امتداد { $piMultiple }π إلى حيث كان بالضبط.
core-prompt-aliasing-settings-d-model-base-at-formula = الإعدادات: d_model = { $dModel }، الأساس { $base }. عند موضعي الصيغة p و p + { $piMultiple }π يكون للزوج الأسرع (ω_0 = 1) الجيب وجيب التمام نفساهما بالضبط. ماذا يمكنك أن تقول عن المتجهين الكاملين PE(p) و PE(p + { $piMultiple }π)؟
core-hint-aliasing-compare-angle-each-pair-turns-through = قارن الزاوية التي يدورها كل زوج على امتداد { $piMultiple }π بعدد صحيح من الدورات.
core-step-aliasing-over-fastest-pair-turns-whole-turn = على امتداد { $piMultiple }π ≈ { $pos } يدور الزوج الأسرع { $turns ->
        [zero] { $turns } دورة كاملة
        [one] دورة كاملة واحدة
        [two] دورتين كاملتين
        [few] { $turns } دورات كاملة
        [many] { $turns } دورةً كاملة
       *[other] { $turns } دورة كاملة
    } ويعود.
core-step-aliasing-pair-1-has-turns-through-rad = للزوج 1 { $frequency }، لذا يدور بمقدار { $theta1 } راديان، أي { $theta12 } من دورة: بدءًا من p = 0 ينتقل جيبه من 0 إلى { $sinOf }.
core-step-aliasing-pe-p-pe-p-one-pair = إذن PE(p) ≠ PE(p + { $piMultiple }π): قد يتكرر زوج واحد، لكن المتجه لا يتكرر إلا إذا أكملت كل الأزواج دورات كاملة في آنٍ واحد.
core-question-kind-coordinate = سؤال من النوع coordinate
core-question-kind-aliasing = سؤال من النوع aliasing
core-question-kind-rotation = سؤال من النوع rotation
core-question-kind-wavelength = سؤال من النوع wavelength
core-question-kind-dot = سؤال من النوع dot
core-question-kind-rope-angle = سؤال من النوع rope-angle
core-question-kind-rope-score = سؤال من النوع rope-score
core-question-kind-rope-scaled = سؤال من النوع rope-scaled
core-question-kind-rope-turns = سؤال من النوع rope-turns
core-question-kind-position-zero-choice = سؤال من النوع position-zero-choice
core-refuse-spec-unknown-parameter = مواصفات السؤال: { $name } ليس معاملًا لـ{ $question }، الذي يأخذ { $others } و{ $last }.
core-refuse-spec-unknown-parameter-takes-one = مواصفات السؤال: { $name } ليس معاملًا لـ{ $question }، الذي يأخذ { $last }.
core-refuse-spec-given-twice = مواصفات السؤال: { $name } مُعطًى مرتين.
core-refuse-spec-missing = مواصفات السؤال: يحتاج { $question } إلى { $name }؛ { $rule }.
core-refuse-spec-not-a-number = مواصفات السؤال: { $name } = { $received } ليس عددًا؛ { $rule }.
core-refuse-spec-out-of-range = مواصفات السؤال: { $name } = { $received } خارج النطاق؛ { $rule }.
core-refuse-spec-not-a-list = مواصفات السؤال: { $name } = { $received } ليس قائمة؛ { $rule }.
core-refuse-spec-entry-out-of-range = مواصفات السؤال: { $name } خارج النطاق؛ { $rule }.
core-refuse-spec-entry-missing = مواصفات السؤال: يحتاج { $name } إلى { $stem }{ $missing }]؛ { $rule }.
core-refuse-spec-not-an-object = مواصفات السؤال: { $name } = { $received } ليس كائنًا مثل { $example }.
core-refuse-spec-object-missing = مواصفات السؤال: يحتاج { $question } إلى { $name }، وهو كائن مثل { $example }.
core-refuse-spec-not-allowed = مواصفات السؤال: { $name } = { $received } غير مسموح به؛ { $rule }.
core-refuse-spec-kind-missing = مواصفات السؤال: kind مفقود؛ وهو واحد من { $kinds } أو { $last }.
core-refuse-spec-kind-unknown = مواصفات السؤال: kind «{ $kind }» ليس نوع سؤال؛ وهو واحد من { $kinds } أو { $last }.
core-rule-decimals = decimals عدد صحيح من 1 إلى { $max }
core-rule-token = رقم الرمز عدد صحيح من { $origin } إلى 10^15 (الرموز مرقَّمة بدءًا من { $origin })
core-rule-rope-token = رقم الرمز عدد صحيح من { $origin } إلى 10^6 (الرموز مرقَّمة بدءًا من { $origin })
core-rule-pair = مع d_model = { $dModel } يكون دليل الزوج k عددًا صحيحًا من 0 إلى { $last }
core-rule-coordinate = مع d_model = { $dModel } يكون دليل الإحداثي عددًا صحيحًا من 0 إلى { $last }
core-rule-offset = بدءًا من رقم الرمز { $token } تكون الإزاحة عددًا صحيحًا من { $lowest } إلى { $highest }، كي تقع على رقم رمز من { $origin } إلى 10^15
core-rule-rope-score-vectors = مع d_model = { $dModel } يكون q و k قائمتين من { $dModel } عددًا بين −1000 و1000 (من q[0] إلى q[{ $last }])
core-rule-turns = turns عدد صحيح من 1 إلى 1000
core-rule-context = طول السياق عدد صحيح من الرموز من 1 إلى 10^12
core-rule-rope-scaled-quantity = quantity إما "frequency" (θ'_k) أو "wavelength" (λ'_k)
core-refuse-seed-must-whole-number-from-0 = يجب أن تكون البذرة عددًا صحيحًا من 0 إلى 2^53 (9007199254740992)؛ القيمة المُعطاة { $seed }.
core-refuse-count-must-whole-number-from-1 = يجب أن يكون عدد الأسئلة عددًا صحيحًا من 1 إلى { $maxQuizCount } (في الاختبار الواحد)؛ القيمة المُعطاة { $count }.
core-refuse-topics-must-sinusoidal-2017-encoding-rope = يجب أن تكون المواضيع إما "sinusoidal" (ترميز 2017) أو "rope" أو "both"؛ القيمة المُعطاة «{ $topics }».
core-refuse-coordinate-question-about-cell-b-c = سؤال الإحداثي يتعلق بالخلية A أو B أو C أو F؛ القيمة المُعطاة «{ $std }».
core-prompt-coordinate-first-token-token-number-what-coordinate = الرمز الأول هو الرمز رقم { $token }. ما قيمة الإحداثي { $i } من ترميزه الموضعي؟
core-hint-coordinate-work-out-formula-position-first-token = احسب موضع الرمز الأول في الصيغة (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    })، ثم اسأل نفسك: ما قيمة الجيب وجيب التمام عند تلك الزاوية؟
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = ينتمي الإحداثي { $i } إلى الزوج الأسرع (k = 0، ω_0 = 1). ما قيمته للرمز رقم { $token }؟
core-hint-coordinate-with-0-1-angle-radians-equals = مع ω_0 = 1 تساوي الزاوية بالراديان الموضع pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }. الدورة الكاملة الواحدة 2π ≈ 6.2832 موضعًا، فانظر كم تتجاوز الزاوية عددًا صحيحًا من الدورات.
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = ينتمي الإحداثي { $i } إلى الزوج الأبطأ (k = { $pair }). ما قيمته للرمز رقم { $token }؟
core-hint-coordinate-slowest-pair-has-over-small-arc = تردد الزوج الأبطأ ω = { $base }^(−{ $pair }/{ $dModel }). على قوس صغير يكون الجيب أقل بقليل من الزاوية نفسها (sin x ≈ x − x³/6).
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = ما قيمة الإحداثي { $i } من الترميز الموضعي للرمز رقم { $token }؟
core-hint-coordinate-find-pair-k-coordinate-frequency-k = حدّد الزوج k الذي ينتمي إليه الإحداثي وتردده ω_k = b^(−2k/d_model)، ثم احسب { $function } الزاوية pos·ω_k بالراديان (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }).
core-prompt-coordinate-token-number-lies-far-beyond-short = يقع الرمز رقم { $token } بعيدًا جدًا عن أطوال التدريب القصيرة. ما قيمة الإحداثي { $i } من ترميزه الموضعي؟
core-hint-coordinate-angle-pos-k-large-but-sine = الزاوية pos·ω_k كبيرة، لكن الجيب وجيب التمام يتكرران كل 2π: احسبها بالراديان (أو اطرح الدورات الكاملة أولًا).
core-prompt-coordinate-give-at-least-decimal-place = اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-coordinate-token-number-with-tokens-numbered-from = الرمز رقم { $token }، والرموز مرقَّمة بدءًا من { $o }، يقع عند موضع الصيغة pos = { $from ->
        [zero] { $pos }
       *[one] { $token } − { $o } = { $pos }
    }.
core-step-coordinate-frequency = تردده { $frequency }.
core-step-coordinate-angle-pos-rad = الزاوية θ = pos · ω_{ $pair } = { $pos } × { $omega } { $theta } راديان.
core-step-coordinate-every-pair-has-angle-0-at = زاوية كل زوج 0 عند pos = 0، و sin 0 = 0 و cos 0 = 1، لذا فالإحداثي { $i } هو { $f } 0 = { $value }.
core-step-coordinate-pe-0-not-zero-vector-all = PE(0) ليس المتجه الصفري: كل الجيوب 0 وكل جيوب التمام 1، أيًّا كان الأساس (هنا { $vectorAtZero }).
core-step-coordinate-nearest-turns = أقرب عدد صحيح من الدورات هو { $turns } ({ $turns } × 2π ≈ { $turnsAngle })، لذا فالزاوية { $rest } راديان { $side } ذلك، قريبًا من بداية الدائرة.
core-step-coordinate-value-after-turns = { $fn }({ $angle }) = { $fn }({ $rest }) ≈ { $value }، أي { $rounded } مقرّبًا إلى { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }.
core-step-coordinate-value = { $fn }({ $angle }) ≈ { $value }، أي { $rounded } مقرّبًا إلى { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }.
core-step-coordinate-fastest-pair-comes-back-close-start = يعود الزوج الأسرع قريبًا من بدايته كل 2π ≈ 6.28 موضعًا، لكنه لا يعود إليها بالضبط أبدًا عند موضع صحيح؛ والأزواج الأبطأ تميّز بين هذه المواضع.
core-step-coordinate-only-full-turn-small-arc = هذا { $theta } فقط من دورة كاملة، أي قوس صغير.
core-step-coordinate-sine-below-angle-only-about-6 = الجيب أقل من الزاوية بنحو θ³/6 ≈ { $theta } فقط: يتغير هذا الزوج تغيرًا شبه خطي مع الموضع، مما يجعله إشارة موضعية عامة وخشنة.
core-step-coordinate-about-turns-removing-whole-turns-leaves = هذا نحو { $theta } دورة؛ وبعد طرح { $turns } دورة كاملة يتبقى { $theta2 } راديان.
core-step-coordinate-however-large-position-every-coordinate-stays = مهما كبر الموضع، يبقى كل إحداثي ضمن [−1, 1] ويبقى طول المتجه كله √(d_model/2) ≈ { $powOf }: لا شيء ينمو مع الموضع.
core-prompt-dot-what-dot-product-pe-pe-encodings = ما قيمة الضرب النقطي PE({ $tokenP }) · PE({ $tokenQ }) لترميزي الرمزين رقم { $tokenP } و{ $tokenQ }؟ اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-dot-each-pair-k-contributes-sin-k = يسهم كل زوج k بـ sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q))، لذا PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) على { $pairs ->
        [zero] الأزواج الـ{ $pairs }
        [one] الزوج الوحيد
        [two] الزوجين
        [few] الأزواج الـ{ $pairs }
        [many] الأزواج الـ{ $pairs }
       *[other] الأزواج الـ{ $pairs }
    }.
core-step-dot-gap-p-q-index-origin-cancels = الفرق p − q = { $tokenP } − { $tokenQ } = { $gap } (تُلغى بداية الترقيم في الفرق، والترتيب لا يفعل سوى إعادة ترتيب الحدود).
core-step-dot-sum = المجموع: { $value }، أي { $rounded } مقرّبًا إلى { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }.
core-step-dot-at-zero-gap-every-term-cos = عند فرق صفري يكون كل حد cos 0 = 1، لذا فالضرب النقطي d_model/2 = { $pairs }: ‏|PE(t)|² هو نفسه لكل رمز.
core-step-dot-swapping-two-tokens-turns-gap-into = تبديل الرمزين يجعل الفرق { $gap }، وجيب التمام دالة زوجية، لذا تبقى القيمة نفسها؛ وأي رمزين يفصل بينهما { $std } يعطيانها أيضًا.
core-slip-dot-only-pair-counted-cos-dot-product = يبدو أن الزوج { $k } وحده هو الذي حُسب: cos(ω_{ $k } × { $gap }) ≈ { $vValue }. يضيف الضرب النقطي حدًّا كهذا لكل { $pairs ->
        [zero] زوج من الأزواج الـ{ $pairs }
        [one] زوج
        [two] زوج من الزوجين
        [few] زوج من الأزواج الـ{ $pairs }
        [many] زوج من الأزواج الـ{ $pairs }
       *[other] زوج من الأزواج الـ{ $pairs }
    }.
core-slip-dot-every-coordinate-counted-as-full-term = يبدو أن كل إحداثي حُسب حدًّا كاملًا، وهذا يضاعف المجموع: { $value }. يعطي كل زوج حدًّا واحدًا، sin·sin + cos·cos = cos(ω_k (p − q))، لذا فعدد الحدود d_model/2، لا d_model.
core-slip-dot-positions-added-k-cos-k-p = يبدو أن الموضعين جُمعا: Σ_k cos(ω_k (p + q)) ≈ { $sumPositions }. تعطي المتطابقة cos(ω_k (p − q)): الفرق وحده هو المهم.
core-slip-dot-only-sine-products-summed-k-sin = يبدو أن حواصل ضرب الجيوب وحدها جُمعت: Σ_k sin(ω_k p) sin(ω_k q) ≈ { $sines }. يسهم كل زوج بـ sin·sin + cos·cos.
core-slip-dot-angles-taken-degrees-k-cos-k = يبدو أن الزوايا أُخذت بالدرجات: Σ_k cos(ω_k · { $gap }°) ≈ { $degrees }. تقيس الصيغة الزوايا بالراديان.
core-slip-dot-exponent-built-from-pair-index-k = يبدو أن الأس بُني على دليل الزوج k بدلًا من 2k، أي b^(k/d_model): وهذا يعطي { $exponentK }. تردد الزوج k هو b^(−2k/d_model).
core-prompt-position-zero-which-statement-describes-positional-encoding-first = أي عبارة تصف الترميز الموضعي للرمز الأول، الرمز رقم { $origin }؟
core-step-position-zero-token-number-at-formula-position-pos = يقع الرمز رقم { $origin } عند موضع الصيغة pos = { $from ->
        [zero] 0
       *[one] { $origin } − { $origin } = 0
    }.
core-step-position-zero-every-pairs-angle-k-0-0 = زاوية كل زوج ω_k · 0 = 0، أيًّا كان ω_k، لذا فكل جيب sin 0 = 0 وكل جيب تمام cos 0 = 1.
core-step-position-zero-pe-0-layout-fixed-pattern-length = إذن PE(0) = { $vectorAtZero } في الترتيب { $layout }: نمط ثابت طوله √(d_model/2)، لا المتجه الصفري.
core-refuse-turns-must-whole-number-from-1 = يجب أن يكون turns عددًا صحيحًا من 1 إلى 1000؛ القيمة المُعطاة { $turns }.
core-refuse-context-length-must-whole-number-tokens = يجب أن يكون طول السياق عددًا صحيحًا من الرموز من 1 إلى 10^12؛ القيمة المُعطاة { $context }.
core-refuse-option-order-must-permutation-0-1 = يجب أن يكون ترتيب الخيارات تبديلًا للأعداد 0 و1 و2 و3.
core-refuse-question-asks-for-1-decimals-received = يطلب السؤال من 1 إلى { $maxDecimals } منزلة عشرية؛ القيمة المُعطاة { $decimals }.
core-refuse-rope-token-out-of-range = يجب أن تكون قيمة { $name } عددًا صحيحًا من { $origin } إلى 10^6 (الرموز مرقَّمة بدءًا من { $origin })؛ القيمة المُعطاة { $received }.
core-step-question-builder-interleaved-layout-even-coordinates-sines-odd = في الترتيب المتداخل تكون الإحداثيات الزوجية جيوبًا والفردية جيوب تمام، ويكوّن الإحداثيان 2k و2k + 1 الزوج k؛ لذا فالإحداثي { $i } هو { $function } الزوج k = { $pair }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines = في الترتيب المتتالي تكون الإحداثيات من 0 إلى { $half } جيوبًا ومن { $half1 } إلى { $dModel } جيوب تمام، لذا فالإحداثي { $i } هو { $function } الزوج k = { $i }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 = في الترتيب المتتالي تكون الإحداثيات من 0 إلى { $half } جيوبًا ومن { $half1 } إلى { $dModel } جيوب تمام، لذا فالإحداثي { $i } هو { $function } الزوج k = { $i } − { $half1 } = { $pair }.
core-prompt-rope-angle-rope-turns-pair-k-coordinates-query = يُدير RoPE الزوج k = { $k } (الإحداثيان { $first } و{ $second }) من استعلام الرمز رقم { $token } أو مفتاحه بزاوية ما. ما هذه الزاوية بالراديان، مع اعتبار الاتجاه عكس عقارب الساعة موجبًا، بوصفها حاصل الضرب الكامل m·θ_k (من دون حذف الدورات الكاملة)؟ اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-rope-angle-tokens-position-m = موضع الرمز m = { $from ->
        [zero] { $m }
       *[one] { $token } − { $o } = { $m }
    }.
core-step-rope-angle-pair-k-turns-at-rad-per = يدور الزوج k = { $k } بمعدل { $frequency } راديان لكل موضع.
core-step-rope-angle-angle-m-rad-counter-clockwise-roformers = الزاوية m·θ_{ $k } = { $m } × { $theta } { $angle } راديان، عكس عقارب الساعة: تحوّل كتلة RoFormer ‏[[cos, −sin], [sin, cos]] الزوج (x_a, x_b) إلى (x_a cos − x_b sin, x_a sin + x_b cos).
core-step-rope-angle-whole-turn-rad-more-layout-decides = هذا { $turns ->
        [zero] { $turns } دورة كاملة
        [one] دورة كاملة واحدة
        [two] دورتان كاملتان
        [few] { $turns } دورات كاملة
        [many] { $turns } دورةً كاملة
       *[other] { $turns } دورة كاملة
    } و{ $angle } راديان إضافية؛ لا يحدد الترتيب إلا أي إحداثيين يكوّنان الزوج، لا الزاوية.
core-step-rope-angle-less-than-one-turn-layout-decides = هذا أقل من دورة واحدة؛ لا يحدد الترتيب إلا أي إحداثيين يكوّنان الزوج، لا الزاوية.
core-slip-rope-angle-pair-turned-clockwise-m-k-rope = يبدو أن الزوج أُدير باتجاه عقارب الساعة: أي −m·θ_k { $angle }. يُدير RoPE الأزواج عكس عقارب الساعة، بمقدار +m·θ_k.
core-slip-rope-angle-angle-given-degrees-question-asks-for = يبدو أن الزاوية أُعطيت بالدرجات، { $inDegrees }°. يطلب السؤال الراديان.
core-slip-rope-angle-roformers-i-b-2-i-1 = يبدو أن θ_i = b^(−2(i − 1)/d) من RoFormer استُخدمت مع أخذ i (المعدود من 1) على أنه k = { $k }: وهذا يعطي m × { $base }^(−{ $k2 }/{ $dModel }) { $oneBased }. يعدّ RoFormer الأزواج بدءًا من i = 1؛ ومع k في الشيفرة بدءًا من 0، θ_k = b^(−2k/d).
core-slip-rope-angle-position-taken-as-instead-m-gives = يبدو أن الموضع أُخذ { $off } بدلًا من m = { $m }: وهذا يعطي { $shifted }. مع ترقيم الرموز بدءًا من { $o }، يقع الرمز رقم { $token } في الموضع { $m }.
core-scaling-linear = Position Interpolation (تحجيم خطي، المعامل { $factor })
core-scaling-ntk = تحجيم NTK-aware (المعامل { $factor })
core-scaling-dynamic = تحجيم NTK الديناميكي (المعامل { $factor }، السياق الأصلي { $originalContext }، تسلسل من { $length } رمزًا)
core-scaling-yarn = YaRN (المعامل { $factor }، السياق الأصلي { $originalContext }، betaFast { $betaFast }، betaSlow { $betaSlow }{ $truncate })
core-scaling-llama3 = تحجيم Llama 3.1 (llama3: المعامل { $factor }، السياق الأصلي { $originalContext }، lowFreqFactor { $lowFreqFactor }، highFreqFactor { $highFreqFactor })
core-refuse-rope-scaled-question-needs-scaling-method = يحتاج سؤال rope-scaled إلى طريقة تحجيم؛ ولم تُعطَ أي طريقة.
core-prompt-rope-scaled-wavelength = يُوسَّع سياق النموذج باستخدام { $method }. ما الطول الموجي للزوج k = { $k }، أي λ'_{ $k } = 2π/θ'_{ $k }، بعد التحجيم، بالمواضع؟ اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-prompt-rope-scaled-frequency = يُوسَّع سياق النموذج باستخدام { $method }. ما تردد الزوج k = { $k }، أي θ'_{ $k }، بعد التحجيم، بالراديان لكل موضع؟ اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-rope-scaled-unscaled = من دون تحجيم، { $frequency }.
core-step-rope-scaled-position-interpolation-reads-position-m-as = تقرأ Position Interpolation الموضع m على أنه m/{ $factor }، وهذا يكافئ قسمة كل θ_k على { $factor }: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-dynamic-factor = يستخدم NTK الديناميكي L = max(الطول، السياق الأصلي) = { $length }: s·L/L₀ − (s − 1) = { $factor } × { $length }/{ $originalContext } − { $factorMinusOne } = { $raised }{ $remark }
core-step-rope-scaled-ntk-aware-scaling-raises-base-b = يرفع التحجيم NTK-aware الأساس: b' = b × { $raised }^(d/(d − 2)) = { $base } × { $raised }^({ $dModel }/{ $dModel3 }) ≈ { $base4 }، لذا θ'_{ $k } = b'^(−{ $k6 }/{ $dModel }) ≈ { $scaledExactly }.
core-step-rope-scaled-with-d-2-only-pair-has = مع d = 2 يكون للزوج الوحيد θ_0 = 1 أيًّا كان الأساس، لذا θ'_0 = 1.
core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow = يحدد YaRN الأزواج التي تدور betaFast = { $betaFast } وbetaSlow = { $betaSlow } مرة على امتداد السياق الأصلي: تعطي k(β) = d·ln(L₀/(2πβ))/(2·ln b) القيمتين k({ $betaFast }) ≈ { $low } و k({ $betaSlow }) ≈ { $high }.
core-step-rope-scaled-ramp = { $range }بين الزوجين { $lo } و{ $hi } تنمو حصة θ_k/s نموًا خطيًا: للزوج k = { $k } تكون γ = clamp((k − { $lo })/({ $hi } − { $lo }), 0, 1) = { $ramp }.
core-step-rope-scaled-yarn-frequency = θ'_{ $k } = (1 − γ)·θ_{ $k } + γ·θ_{ $k }/{ $factor } ≈ { $scaledExactly }{ $remark }
core-step-rope-scaled-llama-3-1-compares-wavelength-2 = يقارن Llama 3.1 الطول الموجي λ_{ $k } = 2π/θ_{ $k } ≈ { $wavelength } بـ L₀/highFreqFactor = { $shortest } و L₀/lowFreqFactor = { $longest }.
core-step-rope-scaled-shorter-than-pair-keeps-frequency = λ_{ $k } أقصر من { $shortest }، لذا يحتفظ الزوج بتردده: θ'_{ $k } = θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-longer-than-pair-interpolated = λ_{ $k } أطول من { $longest }، لذا يُستوفى الزوج: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-lies-between-two-mixed-smooth-l = تقع λ_{ $k } بين القيمتين، لذا تُمزج θ_{ $k }: smooth = (L₀/λ_{ $k } − { $lowFreqFactor })/({ $highFreqFactor } − { $lowFreqFactor }) ≈ { $smooth }، θ'_{ $k } = (1 − smooth)·θ_{ $k }/{ $factor } + smooth·θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-wavelength = λ'_{ $k } = 2π/θ'_{ $k } ≈ { $value } موضعًا{ $comparison }
core-phrase-rope-scaled-times-longer = ، أي { $times } × λ_{ $k }.
core-phrase-rope-scaled-as-before = ، كما قبل التحجيم.
core-slip-rope-scaled-factor-multiplied-base-b-2k-d = يبدو أن المعامل ضُرب في الأساس، (b·{ $factor })^(−2k/d): وهذا يعطي { $onBase }. تقسم Position Interpolation المواضع (m/{ $factor })، لذا تُقسم كل θ_k على { $factor }.
core-slip-rope-scaled-base-multiplied-without-exponent-d-d = يبدو أن الأساس ضُرب في { $raised } من دون الأس d/(d − 2) = { $dModel }/{ $dModel2 }: وهذا يعطي { $dropped }. يرفع التحجيم NTK-aware الأساس إلى b·{ $raised }^(d/(d − 2))، كي يُستوفى الزوج الأبطأ بالمعامل نفسه تمامًا.
core-slip-rope-scaled-2-left-out-1-pair-repeats = يبدو أن 2π أُسقطت: 1/θ'_{ $k } ≈ { $scaledExactly }. يتكرر الزوج عندما تزيد زاويته بمقدار 2π، لذا λ' = 2π/θ'.
core-slip-rope-scaled-roformers-i-b-2-i-1 = يبدو أن θ_i = b^(−2(i − 1)/d) من RoFormer استُخدمت مع أخذ i (المعدود من 1) على أنه k = { $k }، أي تردد الزوج { $k1 }: وهذا يعطي { $shifted }. مع عدّ k بدءًا من 0، θ_k = b^(−2k/d).
core-refuse-must-number-from-1000-1000-received = يجب أن يكون { $name }[{ $j }] عددًا من −1000 إلى 1000؛ القيمة المُعطاة { $j2 }.
core-prompt-rope-score-query-q-at-token-number-m = يقع استعلام q = { $query } عند الرمز رقم m = { $tokenM } ومفتاح k = { $key } عند الرمز رقم n = { $tokenN }. يُدير RoPE كل زوج من q بمقدار m·θ_k وكل زوج من k بمقدار n·θ_k، عكس عقارب الساعة. ما درجة الانتباه q_m · k_n، أي الضرب النقطي للمتجهين المُدارين (قبل التحجيم بـ 1/√d)؟ اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-rope-score-only-signed-offset-counts-m-n = الإزاحة بإشارتها هي وحدها المهمة: m − n = { $tokenM } − { $tokenN } = { $offset } (يُلغى ترقيم الرموز).
core-step-rope-score-sum = المجموع: { $value }، أي { $rounded } مقرّبًا إلى { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    }. المتجهان أنفسهما عند الرمزين m + t و n + t يعطيان الدرجة نفسها لأي t.
core-slip-rope-score-distance-m-n-used-for-offset = يبدو أن المسافة |m − n| = { $std } استُخدمت بدلًا من الإزاحة: وهذا يعطي { $absolute }. تتغير إشارة حدود الجيب مع m − n = { $offset }، لذا تعتمد الدرجة على الإزاحة بإشارتها (وتدوير المتجهين كليهما باتجاه عقارب الساعة يعطي القيمة الخاطئة نفسها).
core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns = يبدو أن الأزواج أُديرت باتجاه عقارب الساعة: وهذا يعطي { $clockwise }. يُديرها RoPE عكس عقارب الساعة، [[cos, −sin], [sin, cos]].
core-slip-rope-score-coordinates-paired-other-way-gives-here = يبدو أن الإحداثيات اقتُرنت بالطريقة الأخرى، { $sValue }: وهذا يعطي { $otherLayout }. الأزواج هنا { $sValue2 }.
core-slip-rope-score-angles-taken-degrees-gives-m-n = يبدو أن الزوايا أُخذت بالدرجات: وهذا يعطي { $inDegrees }. ‏(m − n)·θ_k بالراديان.
core-slip-rope-score-roformers-i-b-2-i-1 = يبدو أن θ_i = b^(−2(i − 1)/d) من RoFormer استُخدمت مع أخذ i (المعدود من 1) على أنه k في الشيفرة: وهذا يعطي { $shifted }. مع عدّ k بدءًا من 0، θ_k = b^(−2k/d).
core-prompt-rope-turns-pair-k-turns-k-b-2k = يدور الزوج k بمقدار θ_k = b^(−2k/d) لكل موضع، لذا يُكمل دورة كاملة واحدة كل λ_k = 2π/θ_k موضعًا. ضمن سياق من { $context } رمزًا، كم زوجًا من الأزواج الـ{ $pairs } لا يُكمل ولو دورة واحدة (λ_k أطول من السياق)؟
core-prompt-rope-turns-give-at-least-decimal-place = اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-rope-turns-k-2-2k-exactly-when-k = λ_k = 2π·{ $base }^(2k/{ $dModel }) > { $context } عندما k > { $dModel }·ln({ $context }/2π)/(2·ln { $base }) ≈ { $threshold } تحديدًا.
core-step-rope-turns-no-pair-above-even-slowest-k = لا يوجد زوج فوق هذا الحد: حتى الأبطأ، k = { $pairs }، له λ ≈ { $wavelength } ≤ { $context }، لذا يدور كل زوج دورة واحدة على الأقل.
core-step-rope-turns-pairs-k-above-slowest-completes-only = الأزواج k = { $count } … { $pairs } فوق هذا الحد ({ $count2 } من { $pairs3 }): لا يُكمل الأبطأ إلا { $context } من دورة. هذه هي الأزواج التي لم يرها النموذج تدور دورة كاملة قط أثناء التدريب، وهي التي يستوفيها YaRN و Llama 3.1 عند توسيع السياق.
core-slip-rope-turns-2-left-out-wavelength-b-2k = يبدو أن 2π أُسقطت من الطول الموجي، فقورنت b^(2k/d) بـ { $context }: وهذا يعدّ { $pairsLongerThan ->
        [zero] { $pairsLongerThan } زوج
        [one] زوجًا واحدًا
        [two] زوجين
        [few] { $pairsLongerThan } أزواج
        [many] { $pairsLongerThan } زوجًا
       *[other] { $pairsLongerThan } زوج
    }. λ_k = 2π·b^(2k/d).
core-slip-rope-turns-roformers-one-based-i-read-as = يبدو أن i في RoFormer (المعدود من 1) قُرئ على أنه k في الشيفرة، λ = 2π·b^(2(k − 1)/d): وهذا يعدّ { $pairsLongerThan ->
        [zero] { $pairsLongerThan } زوج
        [one] زوجًا واحدًا
        [two] زوجين
        [few] { $pairsLongerThan } أزواج
        [many] { $pairsLongerThan } زوجًا
       *[other] { $pairsLongerThan } زوج
    }. مع عدّ k بدءًا من 0، λ_k = 2π·b^(2k/d).
core-prompt-rotation-for-token-number-pair-k-holds = للرمز رقم { $token }، يحمل الزوج k = { $k } ({ $frequency }) القيمتين sin θ = { $sinT } و cos θ = { $cosT }.
core-prompt-rotation-token-number-offset-fixed-offset-rotates = الرمز رقم { $target } على مسافة { $distance } { $positions }{ $later } (الإزاحة Δ = { $offset }). الإزاحة الثابتة تُدير كل زوج: انطلاقًا من هاتين القيمتين، احسب { $function } الزوج { $k } عند الرمز رقم { $target }. اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-hint-rotation-rotation-angle-k-keeps-sign-then = زاوية الدوران φ = ω_k · Δ وتحتفظ بإشارة Δ. ثم sin(θ + φ) = sin θ cos φ + cos θ sin φ و cos(θ + φ) = cos θ cos φ − sin θ sin φ.
core-step-rotation-rotation-angle-rad = زاوية الدوران φ = ω_{ $k } · Δ = { $omega } × { $offset } { $phi } راديان{ $backwards }
core-step-rotation-cos-sin = cos φ ≈ { $cp } و sin φ ≈ { $sp }.
core-step-rotation-with-pair-stacked-sine-first-cos = مع ترتيب الزوج بحيث يأتي الجيب أولًا، تنقل المصفوفة [[cos φ, sin φ], [−sin φ, cos φ]] المتجه [sin θ, cos θ] عند الرمز { $token } إلى الزوج عند الرمز { $target }. الصف العلوي: sin θ cos φ + cos θ sin φ = { $sinT } × { $cp } + { $cosT } × { $sp } ≈ { $value }.
core-step-rotation-with-pair-stacked-sine-first-cos-2 = مع ترتيب الزوج بحيث يأتي الجيب أولًا، تنقل المصفوفة [[cos φ, sin φ], [−sin φ, cos φ]] المتجه [sin θ, cos θ] عند الرمز { $token } إلى الزوج عند الرمز { $target }. الصف السفلي: cos θ cos φ − sin θ sin φ = { $cosT } × { $cp } − { $sinT } × { $sp } ≈ { $value }.
core-step-rotation-check-directly-angle-depends-only-on = تحقق مباشرة: { $fnName }(ω_{ $k } × { $offset }) ≈ { $fnOf }. تعتمد الزاوية φ على Δ وحدها، لا على الرمز: المصفوفة نفسها تُزيح كل موضع بمقدار { $offset4 }.
core-slip-rotation-pair-rotated-instead-gives-offset-rotates = يبدو أن الزوج أُدير بمقدار −φ بدلًا من +φ: وهذا يعطي { $wrongSign }. الإزاحة Δ = { $offset } تُدير بمقدار φ = ω_k · Δ { $phi } راديان، بإشارتها{ $offset3 }
core-slip-rotation-row-used-gives-but-question-asks = يبدو أن صف { $askSine } هو الذي استُخدم: وهو يعطي { $otherRow }، لكن السؤال يطلب { $function } الزوج.
core-slip-rotation-taken-degrees-rotating-gives-k-radians = يبدو أن φ = { $phi } أُخذت بالدرجات: الدوران بمقدار { $phi }° يعطي { $inDegrees }. ‏φ = ω_k · Δ بالراديان.
core-slip-rotation-pair-rotated-angle-token-itself-k = يبدو أن الزوج أُدير بزاوية الرمز { $target } نفسه، ω_k × { $offset } { $psi } راديان، وهذا يعطي { $absolute }. الدوران الخاص بإزاحة هو φ = ω_k · Δ، أيًّا كان الموضع.
core-formula-fraction = { $numerator }/{ $denominator }
core-prompt-wavelength-pair-k-turns-at-wavelength-number = يدور الزوج k = { $k } بالتردد { $frequency }. طوله الموجي λ_{ $k } هو عدد المواضع التي يحتاج إليها لدورة كاملة واحدة. ما قيمة λ_{ $k }؟ ثم قارنها بسياق من { $context } رمزًا. اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-wavelength-pair-k-has-exponent-2k-d = للزوج k = { $k } الأس 2k/d_model = { $exponent }، لذا { $frequency }.
core-step-wavelength-0-2-0-2-positions-fastest = λ_0 = 2π/ω_0 = 2π ≈ { $lambda } موضعًا: يدور الزوج الأسرع دورة واحدة كل 2π موضعًا، أيًّا كان الأساس.
core-step-wavelength-2-2-2-positions = λ_{ $k } = 2π/ω_{ $k } = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } موضعًا.
core-step-wavelength-over-context-pair-turns-only-times = λ_{ $k } ≥ { $context }: على امتداد السياق لا يدور الزوج { $k } إلا { $lambda } مرة، أي أقل من دورة واحدة.
core-step-wavelength-over-context-pair-wraps-about-times = λ_{ $k } < { $context }: على امتداد السياق يلتف الزوج { $k } نحو { $lambda } مرة، لذا يتكرر وحده؛ والأزواج الأبطأ (k الأكبر) هي التي تميّز بين المواضع المتباعدة.
core-slip-wavelength-2-left-out-1-pair-repeats = يبدو أن 2π أُسقطت: 1/ω_{ $k } = { $base }^({ $exponent }) ≈ { $power }. يتكرر الزوج عندما تزيد زاويته بمقدار 2π، لذا λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 = يبدو أن التردد أُعطي بدلًا من الطول الموجي: ω_{ $k } ≈ { $omega }. الطول الموجي 2π/ω، أي عدد المواضع لكل دورة كاملة.
core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max = يحدد الزوج الأبطأ أطول طول موجي λ_max: عدد المواضع التي يحتاج إليها لدورة كاملة واحدة. ما قيمة λ_max؟ ثم قارنها بسياق من { $context } رمزًا. اكتب { $decimals ->
        [zero] { $decimals } منزلة عشرية
        [one] منزلة عشرية واحدة
        [two] منزلتين عشريتين
        [few] { $decimals } منازل عشرية
        [many] { $decimals } منزلةً عشرية
       *[other] { $decimals } منزلة عشرية
    } على الأقل.
core-step-wavelength-slowest-pair-k-d-model-2 = الزوج الأبطأ هو k = d_model/2 − 1 = { $k }، لذا أسه 2k/d_model = { $exponent }.
core-step-wavelength-min = ω_min = { $base }^(−{ $exponent }) ≈ { $omega }.
core-step-wavelength-max-2-min-2-2-positions = λ_max = 2π/ω_min = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } موضعًا.
core-step-wavelength-with-d-model-2-only-pair = مع d_model = 2 يكون للزوج الوحيد ω = 1 أيًّا كان الأساس، لذا λ_max = 2π: لا يستطيع الأساس إطالته.
core-step-wavelength-max-over-context-slowest-pair-turns = λ_max ≥ { $context }: على امتداد السياق لا يدور الزوج الأبطأ إلا { $lambda } مرة، أي أقل من دورة واحدة، لذا لا تتشابه المواضع المتباعدة عبره؛ والأساس { $base } كبير بما يكفي.
core-step-wavelength-max-over-context-slowest-pair-wraps = λ_max < { $context }: على امتداد السياق يلتف الزوج الأبطأ نحو { $lambda } مرة، لذا قد تتشابه المواضع المتباعدة؛ وسيلزم أساس لا يقل عن (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase }.
core-step-wavelength-max-pair-wraps-about-times-over = λ_max < { $context }: يلتف الزوج نحو { $lambda } مرة على امتداد السياق.
core-slip-wavelength-2-left-out-1-min-pair = يبدو أن 2π أُسقطت: 1/ω_min = { $base }^({ $exponent }) ≈ { $power }. يتكرر الزوج عندما تزيد زاويته بمقدار 2π، لذا λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength = يبدو أن التردد أُعطي بدلًا من الطول الموجي: ω_min ≈ { $omega }. الطول الموجي 2π/ω، أي عدد المواضع لكل دورة كاملة.
core-slip-wavelength-exponent-taken-as-1-2-slowest = يبدو أن الأس أُخذ 1: 2π × { $base } ≈ { $twoPi }. الزوج الأبطأ هو k = d_model/2 − 1، لذا فالأس (d_model − 2)/d_model = { $exponent }{ $not }
core-slip-wavelength-2-6-283-wavelength-fastest-pair = هذا 2π ≈ 6.283، وهو الطول الموجي للزوج الأسرع (ω_0 = 1)؛ والسؤال يطلب الزوج الأبطأ.
core-refuse-choosing-base-needs-d-model-at = يحتاج اختيار الأساس إلى d_model لا يقل عن 4: مع d_model = 2 يكون للزوج الوحيد ω = 1 أيًّا كان الأساس.
core-refuse-firstrung-must-from-1-9-smallest = يجب أن يكون firstRung من 1 إلى 9 (أصغر أساس معروض هو 10^firstRung)؛ القيمة المُعطاة { $firstRung }.
core-refuse-none-bases-10-10-gives-max = لا يعطي أيٌّ من الأسس من 10^{ $firstRung } إلى 10^{ $firstRung1 } القيمة λ_max ≥ { $context } عند d_model = { $dModel }.
core-prompt-wavelength-settings-d-model-model-must-keep = يجب أن يُبقي النموذج المواضع مرتبة عبر سياق من { $context } رمزًا، لذا يجب ألا يُكمل زوجه الأبطأ دورة كاملة ضمن السياق: يجب ألا يقل طوله الموجي λ_max عن { $context }. ما أصغر أساس من هذه الأسس يحقق ذلك؟ (d_model = { $dModel })
core-choice-base = b = { $base }
core-step-base-choice-rung = b = { $base }: λ_max = 2π × { $base }^({ $exponent }) ≈ { $lambda }{ $comparison }{ $context }.
core-symbol-at-least = { " ≥ " }
core-symbol-below = { " < " }
core-hint-base-choice = λ_max = 2π/ω_min حيث ω_min = b^(−(d_model − 2)/d_model)؛ احسبها لكل أساس وقارنها بطول السياق.
core-slip-wavelength-base-you-get-with-max-2 = هذا هو الأساس الذي تحصل عليه مع λ_max = 2π·b، أي بأخذ الأس 1: 2π × { $j } ≈ { $twoPi }. أس الزوج الأبطأ { $exponent }، لذا λ_max ≈ { $j3 }، وهذا أقل من { $context }.
core-slip-wavelength-with-b-slowest-pairs-wavelength-max = مع b = { $j } يكون الطول الموجي للزوج الأبطأ λ_max ≈ { $j1 }، أقصر من السياق: يلتف نحو { $j2 } مرة، لذا تتشابه المواضع المتباعدة.
core-slip-wavelength-base-you-get-when-max-computed = هذا هو الأساس الذي تحصل عليه عند حساب λ_max من دون 2π (b^({ $exponent }) ≥ { $context }). الطول الموجي 2π/ω_min، أي أطول بـ 2π مرة، لذا يبلغ أساسٌ أصغر في القائمة السياقَ بالفعل.
core-slip-wavelength-b-works-max-but-not-smallest = b = { $j } يفي بالغرض (λ_max ≈ { $j1 })، لكنه ليس الأصغر: أساسٌ أصغر في القائمة يعطي بالفعل λ_max ≥ { $context }.
core-step-wavelength-smallest-base-with-max-b-exactly = أصغر أساس يحقق λ_max ≥ { $context } هو b = { $answer }؛ وبدقة، يكفي b ≥ (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase }.
core-question-spec-prefix = مواصفات السؤال:{ " " }
core-rule-scaling-type = واحدًا من "linear" أو "ntk" أو "dynamic" أو "yarn" أو "llama3" (أو scaling بالقيمة null لعدم التحجيم)
core-rule-at-least-one = عددًا منتهيًا لا يقل عن 1
core-rule-context-length = عددًا صحيحًا من الرموز من 1 إلى 10^9
core-rule-positive = عددًا منتهيًا أكبر من 0
core-rule-true-or-false = true أو false
core-refuse-scaling-field-rule = { $prefix }يجب أن يكون scaling.{ $field } { $rule }؛ القيمة المُعطاة { $received }.
core-refuse-scaling-not-a-field = { $prefix }scaling.{ $field } ليس حقلًا في تحجيم { $method }، الذي يأخذ { $others } و{ $last }.
core-refuse-scaling-given-twice = { $prefix }scaling.{ $field } مُعطًى مرتين.
core-refuse-scaling-type-missing = { $prefix }scaling.type مفقود؛ ويجب أن يكون { $rule }.
core-refuse-scaling-missing = { $prefix }scaling.{ $field } مفقود: يحتاج إليه تحجيم { $method }، ويجب أن يكون { $rule }.
core-refuse-scaling-beta-slow-not-below-fast = { $prefix }يجب أن يكون scaling.betaSlow أصغر من scaling.betaFast؛ القيمتان المُعطاتان betaFast { $betaFast } و betaSlow { $betaSlow }.
core-refuse-scaling-low-freq-not-below-high = { $prefix }يجب أن يكون scaling.lowFreqFactor أصغر من scaling.highFreqFactor؛ القيمتان المُعطاتان lowFreqFactor { $lowFreqFactor } و highFreqFactor { $highFreqFactor }.
core-refuse-must-hold-d-model-numbers-one = يجب أن يحتوي { $name } على d_model = { $dModel } عددًا، واحدًا لكل إحداثي؛ القيمة المُعطاة { $values }.
core-refuse-must-hold-d-model-numbers-d = يجب أن يحتوي { $name } على { $count } × d_model = { $d } عددًا، d_model = { $dModel } لكل موضع من المواضع الـ{ $count }؛ القيمة المُعطاة { $values }.
core-refuse-must-finite-number-received-2 = يجب أن يكون { $name }[{ $j }] عددًا منتهيًا؛ القيمة المُعطاة { $j2 }.
core-refuse-row-coordinate-must-finite-number-received = يجب أن يكون { $name }[{ $j }] (الصف { $d }، الإحداثي { $d3 }) عددًا منتهيًا؛ القيمة المُعطاة { $j4 }.
core-refuse-m-must-finite-number-querys-position = يجب أن يكون m عددًا منتهيًا (موضع الاستعلام)؛ القيمة المُعطاة { $m }.
core-refuse-n-must-finite-number-keys-position = يجب أن يكون n عددًا منتهيًا (موضع المفتاح)؛ القيمة المُعطاة { $n }.
core-refuse-r-must-finite-number-relative-distance = يجب أن يكون r عددًا منتهيًا (مسافة نسبية)؛ القيمة المُعطاة { $rValue }.
core-refuse-m-must-at-most-2-53 = يجب ألا يتجاوز مقدار m القيمة 2^53 = 9007199254740992، لأن عدد double لا يستطيع بعدها تمثيل كل رقم رمز صحيح؛ القيمة المُعطاة { $rValue }.
core-refuse-m-must-at-most-2-53-2 = يجب ألا يتجاوز مقدار m[{ $rValue }] القيمة 2^53 = 9007199254740992، لأن عدد double لا يستطيع بعدها تمثيل كل رقم رمز صحيح؛ القيمة المُعطاة { $rValue1 }.
core-refuse-m-must-finite-number-position-received = يجب أن يكون m عددًا منتهيًا (موضعًا)؛ القيمة المُعطاة { $rValue }.
core-refuse-m-must-finite-number-position-received-2 = يجب أن يكون m[{ $rValue }] عددًا منتهيًا (موضعًا)؛ القيمة المُعطاة { $rValue1 }.
core-text-aliasing-they-differ-slower-pairs-turn = يختلفان: تدور الأزواج الأبطأ بزوايا ليست دورات كاملة، لذا يتغير بعض إحداثياتها.
core-text-aliasing-they-identical-once-one-pair = متطابقان: متى تكرر زوج واحد، تكرر المتجه كله.
core-text-aliasing-they-differ-every-coordinate-fastest = يختلفان في كل إحداثي، بما في ذلك الزوج الأسرع.
core-text-aliasing-they-identical-but-only-for = متطابقان، لكن فقط مع أساس الورقة البحثية 10000.
core-text-aliasing-base-sets-slower-frequencies-for = يحدد الأساس الترددات الأبطأ، ومع أي أساس لا تُكمل هذه الترددات دورات كاملة بالتزامن مع الزوج الأسرع؛ فالمتجهان مختلفان.
core-text-position-zero-sine-coordinates-all-0-cosine = إحداثيات الجيب فيه كلها 0 وإحداثيات جيب التمام كلها 1.
core-text-position-zero-all-coordinates-0-first-position = كل إحداثياته 0: الموضع الأول لا يضيف شيئًا إلى التضمين.
core-text-position-zero-sine-coordinates-all-1-cosine = إحداثيات الجيب فيه كلها 1 وإحداثيات جيب التمام كلها 0.
core-text-position-zero-coordinates-depend-on-base-because = تعتمد إحداثياته على الأساس، لأن لكل زوج تردده الخاص.
core-text-position-zero-only-sines-vanish-at-position = الجيوب وحدها تنعدم عند الموضع 0؛ أما كل إحداثي جيب تمام فيساوي cos 0 = 1، لذا فـ PE(0) نمط ثابت غير صفري.
core-text-position-zero-swaps-sine-cosine-at-angle = هذا يبدّل الجيب وجيب التمام: عند الزاوية 0، sin 0 = 0 و cos 0 = 1.
core-text-position-zero-every-frequency-times-position-0 = كل تردد مضروبًا في الموضع 0 يعطي زاوية 0، لذا يخرج الأساس من الحساب: PE(0) هو نفسه لكل أساس.
core-hint-position-zero-find-formula-position-first-token = حدّد موضع الرمز الأول في الصيغة، ثم زاوية كل زوج عنده.
core-hint-dot-pair-pair-sin-sin-b = زوجًا زوجًا، sin a · sin b + cos a · cos b = cos(a − b): الضرب النقطي مجموع d_model/2 حدًّا من الشكل cos(ω_k × الفرق بين الموضعين).
core-hint-rope-scaled-start-from-k-b-2k = ابدأ من θ_k = b^(−2k/d)؛ كل طريقة تغيّرها: التحجيم الخطي يقسمها على المعامل، والتحجيم NTK-aware يرفع الأساس إلى b·s^(d/(d − 2))، أما YaRN و Llama 3.1 فيُبقيان الأزواج السريعة ويستوفيان البطيئة.
core-phrase-rope-scaled-cut-to-whole-pairs = بعد القطع إلى أزواج كاملة (وإلى 0 … d − 1)،{ " " }
core-phrase-rope-scaled-clamped = بعد الحصر ضمن 0 … d − 1،{ " " }
core-hint-wavelength-pair-with-frequency-repeats-when = يتكرر الزوج ذو التردد ω عندما تزيد زاويته بمقدار 2π، لذا λ = 2π/ω، حيث ω_k = b^(−2k/d_model).
core-hint-wavelength-longest = يتكرر الزوج ذو التردد ω عندما تزيد زاويته بمقدار 2π، لذا λ = 2π/ω. الزوج الأبطأ هو k = d_model/2 − 1، حيث ω_min = b^(−(d_model − 2)/d_model).
core-hint-rope-angle-rope-turns-pair-k-at = يُدير RoPE الزوج k عند الموضع m بمقدار m·θ_k حيث θ_k = b^(−2k/d)، وهي ترددات الترميز الجيبي نفسها؛ والموضع هو رقم الرمز مطروحًا منه رقم الرمز الأول.
core-hint-rope-score-turning-both-vectors-changes-their = تدوير المتجهين كليهما لا يغيّر ضربهما النقطي إلا عبر الزاوية بين الدورانين: لكل زوج، (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k)، مع الإزاحة بإشارتها m − n.
core-text-rope-score-per-pair-with-q-q = لكل زوج، حيث (q₁, q₂) و (k₁, k₂) إحداثيا الزوج:
core-phrase-yarn-not-truncated = ، ونطاق التصحيح غير مقطوع إلى أزواج كاملة
core-empty = { "" }
core-phrase-frequencies-stay = ، لذا تبقى الترددات كما هي.
core-phrase-yarn-pair-interpolated = : يُستوفى هذا الزوج البطيء كاملًا.
core-phrase-yarn-pair-kept = : يدور هذا الزوج بسرعة كافية ليحتفظ بتردده.
core-phrase-past = بعد
core-phrase-short-of = قبل
core-slip-svalue-2k-2k-1 = (2k, 2k + 1)
core-slip-svalue-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-2k-2k-1 = (2k, 2k + 1)
core-slip-not-not-1 = ، لا 1.
core-slip-not-just-below-1 = ، أي أقل بقليل من 1.
core-prompt-positions-positions = من المواضع
core-prompt-positions-position = موضع
core-prompt-later-later = { " إلى الأمام" }
core-prompt-later-earlier = { " إلى الخلف" }
core-step-backwards-sign = { "." }
core-step-backwards-negative-pair-turns-backwards = ، وهي سالبة: يدور الزوج إلى الخلف.
core-slip-offset3-sign = { "." }
core-slip-offset3-negative-offset-turns-pair-backwards = { " (الإزاحة السالبة تُدير الزوج إلى الخلف)." }
core-slip-asksine-sine-top = الجيب (العلوي)
core-slip-asksine-cosine-bottom = جيب التمام (السفلي)

core-prompt-give-a-whole-number = اكتب عددًا صحيحًا.
core-hint-rope-turns = λ_k = 2π·b^(2k/d) يكبر مع k: حدّد الزوج الذي يتجاوز عنده طول السياق، k = d·ln(L/2π)/(2·ln b)، ثم عُدّ الأزواج التي فوقه.
core-refuse-layout-unknown = يجب أن يكون الترتيب إما "interleaved" أو "concatenated".
core-refuse-quantity-too-many-operations = في الكمية الدقيقة عمليات أكثر مما تحتفظ به النواة.

# (core messages: end of section)


## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

element-loading = جارٍ تحميل الحاسبة…
element-alert-draw-failed = تعذّر على الأداة رسم هذه الإعدادات.
element-alert-core-failed = تعذّر تشغيل الحاسبة.
element-alert-table-refused = تعذّر على الحاسبة حساب هذا الجدول:

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = الإعدادات
element-settings-d-model = d_model
element-settings-base = الأساس
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
element-figures-stale = لا تزال الأشكال تعرض آخر إعدادات أمكن استخدامها؛ غيّر الإعداد المذكور أعلاه لتحديثها.
element-figures-load-failed = تعذّر تحميل الأشكال.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } يعمل الجدول ومستكشف الأزواج أعلاه من دونها؛ ويُعاد تحميل الأشكال عند تغيير أي إعداد.
element-figures-draw-failed = تعذّر رسم الأشكال.
element-quiz-load-failed = تعذّر تحميل الاختبار: { $message }
# The button that opens the share panel.
element-share-toggle = المشاركة والنسخ
element-share-load-failed = تعذّر تحميل لوحة المشاركة:

# Refused attributes as the page's author reads them (the learner's alert says element-plain-…). Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
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
    [many] يوجد { $pairs } زوجًا (جيب–جيب تمام)
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

## Reset and undo
# Buttons under the settings: Undo takes back the learner's last change of a setting, Redo makes it
# again, Reset puts every setting back as the page set it. Ctrl+Z and Shift+Ctrl+Z do the same.
element-history-undo = تراجع
element-history-redo = إعادة
element-history-reset = إعادة الضبط
# Said to screen readers only, after the button or its key did it.
element-history-said-undo = تم التراجع عن آخر تغيير.
element-history-said-redo = تمت إعادة التغيير.
element-history-said-reset = عادت الإعدادات كما حددتها الصفحة.

## Sliders and play
# The base's slider under its field: a log scale with round bases; its value is said as the base itself.
element-slider-base = { element-settings-base }، على مقياس لوغاريتمي

## Guided start: the "Try this" strip above the settings (attribute guide="on"). Each step changes
## one setting and says what to notice in the table.

element-rule-guide = يجب أن تكون قيمة guide ‏"on" (أو فارغة: شريط «جرّب هذا» من بضع خطوات فوق الإعدادات) أو "off".
element-guide-title = جرّب هذا
# $step: the step shown; $count: how many steps there are (numbers already written out).
element-guide-counter = { $step } من { $count }
# The button that makes the step's change for the learner.
element-guide-act = نفّذه عنّي
# Shown instead of that button once the step's change is made.
element-guide-done = تمّ.
element-guide-previous = السابق
element-guide-next = التالي
# The name of the × button that closes the strip (read by screen readers).
element-guide-dismiss = إغلاق «جرّب هذا»
# Shown once the strip is closed, to bring it back.
element-guide-reopen = جرّب هذا
# $zero and $one: the numbers 0 and 1 in the reader's digits, for every step.
# Step 1. $token: the token at position 0 (0, or 1 when tokens are numbered from 1).
element-guide-zero = اكتب { $token } وحده في حقل { element-settings-positions }.
element-guide-zero-notice = عند الموضع { $zero } كل زاوية تساوي { $zero }، لذا كل جيب يساوي { $zero } وكل جيب تمام يساوي { $one }.
# Step 2. $first and $last: the first and last token of a range, typed as first..last.
element-guide-range = غيّر { element-settings-positions } إلى { $first }..{ $last }.
element-guide-range-notice = اقرأ الأعمدة من الأعلى إلى الأسفل: الزوج الأول يتغيّر في كل صف، والزوج الأخير بالكاد يتغيّر.
# Step 3. $dModel: the new d_model, twice the one shown.
element-guide-d-model = اجعل { element-settings-d-model } يساوي { $dModel }.
element-guide-d-model-notice = يتضاعف عدد الأزواج: الزوج { $zero } ما زال يدور راديانًا واحدًا لكل موضع، والزوج الأخير يدور أبطأ حتى مما كان.
# Step 4. $base: the new base; $shorter: yes when it is smaller than the base shown.
element-guide-base = اجعل { element-settings-base } يساوي { $base }.
element-guide-base-notice = { $shorter ->
    [yes] كل زوج بعد الزوج { $zero } يدور أسرع: تقصر الأطوال الموجية.
   *[no] كل زوج بعد الزوج { $zero } يدور أبطأ: تطول الأطوال الموجية.
  }
# Step 5. $layout: the layout to choose (a keyword), $name: its name as the layout list shows it.
element-guide-layout = بدّل { element-settings-layout } إلى «{ $name }».
element-guide-layout-notice = { $layout ->
    [concatenated] الأعداد نفسها بترتيب آخر: كل الجيوب أولًا، ثم كل جيوب التمام.
   *[interleaved] الأعداد نفسها بترتيب آخر: كل جيب بجانب جيب تمامه.
  }

## Phones: touch screens
# The ± key beside a number field on touch screens (a phone's number pad may have no minus key):
# its name. Pressing it changes the sign of the number in the field (5 becomes −5 and back).
element-sign-key = تغيير الإشارة

## Plain words
# The alert a learner reads when a setting could not be used. The page author's sentence (with the
# attribute's name and its rule: element-refused and the like) goes to the browser's console.
# $setting names a setting as the settings form labels it (d_model, base, max_len …: keep it);
# $value is the text given, a number as typed or quoted with element-plain-quoted.
element-plain-title = { $count ->
    [one] لم يُستخدم هذا الإعداد:
    [two] لم يُستخدم هذان الإعدادان:
   *[other] لم تُستخدم هذه الإعدادات:
  }
element-plain-quoted = «{ $text }»
element-plain-d-model-odd = يجب أن يكون d_model زوجيًا، لذا لم تُستخدم القيمة { $value }.
element-plain-d-model = يجب أن يكون d_model عددًا صحيحًا زوجيًا من 2 إلى { $max }، لذا لم تُستخدم القيمة { $value }.
element-plain-base = يجب أن يكون { element-settings-base } عددًا أكبر من 1، لذا لم تُستخدم القيمة { $value }.
element-plain-origin = يجب أن تكون { element-settings-origin } ‏0 أو 1، لذا لم تُستخدم القيمة { $value }.
element-plain-layout = يجب أن يكون { element-settings-layout } أحد الخيارات في قائمته، لذا لم تُستخدم القيمة { $value }.
element-plain-decimals = يجب أن يكون عدد { element-settings-decimals } عددًا صحيحًا من 0 إلى { $max }، لذا لم تُستخدم القيمة { $value }.
element-plain-max-len = يجب أن يكون max_len عددًا صحيحًا من 1 إلى { $max }، لذا لم تُستخدم القيمة { $value }.
# $reason: what is wrong with the list (an element-reason-positions-… message).
element-plain-positions = لم تُستخدم المواضع { $value }: { $reason }
# $token: the token number too far from 0.
element-plain-positions-beyond = لم تُستخدم المواضع { $value }: الرمز { $token } بعيد جدًا عن 0 بحيث لا يمكن حسابه بدقة.
# $dModel: d_model in effect; $most: the most positions (or heatmap rows) the table can hold with it.
element-plain-positions-table = لم تُستخدم المواضع { $value }: عند d_model = { $dModel } يتسع الجدول لـ { $most } موضعًا على الأكثر.
element-plain-max-len-table = يجب ألا يزيد max_len على { $most } عند d_model = { $dModel }، لذا لم تُستخدم القيمة { $value }.
element-plain-offset = يجب أن تكون الإزاحة Δ عددًا من −{ $max } إلى { $max }، لذا لم تُستخدم القيمة { $value }.
element-plain-context-length = يجب أن يكون طول السياق عددًا صحيحًا من الرموز من 1 إلى { $max }، لذا لم تُستخدم القيمة { $value }.
# A refused attribute that no setting of the form shows (the quiz's, the figures' …): the author's to fix.
element-plain-page = تطلب هذه الصفحة من الأداة شيئًا لا تستطيعه، لذا يعمل هذا الجزء كالمعتاد. وتذكر وحدة التحكم في المتصفح السبب لمؤلف الصفحة.
# After a refused setting, when the table drawn before is still shown: $shown is the value it shows.
element-plain-table-shows = لا يزال الجدول يعرض { $setting } = { $shown }.
# The author's rule of the show-seed attribute (for the console, like the other element-rule-… messages).
element-rule-show-seed = يجب أن تكون show-seed إما "no" (لا يُظهر الاختبار بذرته للمتعلّم) أو "yes" (يذكر سطره الأول البذرة، مثلًا لصفّ يقارن الأسئلة حسب البذرة).

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
        [many] { $decimalsText } منزلةً عشرية
       *[other] { $decimalsText } منزلة عشرية
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = تُعرض المواضع الـ{ $shown } الأولى من { $total }: جدول يضم أكثر من { $limit } قيمة سيجعل الصفحة بطيئة.
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
table-formula-meaning = الصف { $row }: الرمز { $token } هو الموضع { $pos } في الصيغة{ $originValue ->
        [0] {""}
       *[other] { " " }(t − { $origin })
    }. الإحداثي { $i } هو { $fn ->
        [sin] جيب
       *[cos] جيب تمام
    } الزوج k = { $k }.
table-formula-invitation = مرّر المؤشر فوق خلية، أو انقل التركيز إليها (Tab ثم مفاتيح الأسهم)، لترى صيغتها والأعداد معوَّضة فيها.
table-stale-note = لا يزال الجدول أدناه يعرض آخر إعدادات أمكن استخدامها؛ غيّر الإعداد المذكور أعلاه لتحديثه.
table-add-row = إضافة صف
table-edit-help = عدّل رقم الرمز في مكانه؛ اضغط Enter أو Tab لتطبيقه.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = بداية الترقيم { $origin }: رقم الرمز t هو الموضع pos = { $originValue ->
        [0] t
       *[other] t − { $origin }
    } في الصيغة{ $originValue ->
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
table-inspector-help = اختر زوجًا هنا، أو انقر على خلية في الجدول (أو اضغط Enter عليها).
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
table-inspector-rotation-title = الخطوة إلى الموضع التالي دوران
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = الانتقال من pos إلى pos + 1 يضيف φ = ω_{ $k } × 1 = { $phi } راديان ({ $degrees }°) إلى زاوية هذا الزوج، أيًّا كان pos. وبحسب صيغ جمع الزوايا، فالخطوة مصفوفة ثابتة واحدة، [[cos φ, sin φ], [−sin φ, cos φ]]، تُطبَّق على [sin, cos]:
table-inspector-matrix-caption = الدوران للزوج { $k }، الإزاحة 1
table-inspector-matrix-new-sin = sin الجديد
table-inspector-matrix-new-cos = cos الجديد
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = تحقق عند pos { $pos }: المصفوفة مضروبة في { $before } تعطي { $product }؛ والصيغة عند pos { $next } تعطي { $direct }.

## Sliders and play
# The pair inspector's clock: one dial per pair, each hand turned by pos × ω_k counter-clockwise from the right.
table-clock-title = الأزواج كعقارب ساعة
table-clock-help = كل زوج عقربٌ يدور بمقدار ω_k راديان لكل موضع: الأزواج السريعة تدور بسرعة، والبطيئة تزحف ببطء. اسحب الموضع، أو اضغط «تشغيل» لتقديمه موضعًا واحدًا في الثانية.
table-clock-position = الموضع pos
# Beside the slider; $pos: the position.
table-clock-value = pos = { $pos }
# The button that starts the clock; while it runs, it reads table-clock-pause.
table-clock-play = تشغيل
table-clock-pause = إيقاف مؤقت
# Under each dial; $k: its pair.
table-clock-dial = k = { $k }
# The dials' text alternative. $pairs: the pairs that have a dial, as a list; $k: the pair inspected; $pos: the position.
table-clock-dials = عقارب الأزواج { $pairs } عند pos = { $pos }، كلٌّ منها مُدار بمقدار pos × ω_k عكس اتجاه عقارب الساعة بدءًا من اليمين؛ الزوج { $k } مُميَّز.
# $angle: pos × ω_k in radians (or the hidden text while a quiz question asks for it).
table-clock-readout = عند pos = { $pos }، دار عقرب الزوج { $k } بمقدار pos × ω_k = { $angle } راديان.

## Phones: touch screens and narrow widgets
# Above each value in a narrow widget (a phone): which coordinate the value is. $i: the coordinate,
# $fn: the symbol sin or cos, $k: its pair. Keep it as short as the English (formula symbols).
table-cell-tag = i { $i } · { $fn } · k { $k }
# On touch screens, in place of table-formula-invitation.
table-formula-invitation-touch = المس خلية لترى صيغتها والأعداد معوَّضة فيها.
# On touch screens, in place of table-inspector-help.
table-inspector-help-touch = اختر زوجًا هنا، أو المس خلية في الجدول.

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

quiz-q1-title = س1. إحداثي واحد يدويًا
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
  } لـ{ $settings }{ $source ->
    [own] ؛ مكتوبة لهذه الصفحة
    [seed] ؛ البذرة { $seed }
   *[none] {""}
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [zero] { $n } سؤال
    [one] سؤال واحد ({ $n })
    [two] سؤالان ({ $n })
    [few] { $n } أسئلة
    [many] { $n } سؤالًا
   *[other] { $n } سؤال
  } حول { $topics } لـ{ $settings }{ $source ->
    [own] ؛ مكتوبة لهذه الصفحة
    [seed] ؛ البذرة { $seed }
   *[none] {""}
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
    [one] مرة واحدة أخرى
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
figure-waves-view-positions = اعرض المواضع المُدرَجة كلها
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
figure-rope-scaling-title = توسيع السياق: كل طول موجي قبله وبعده.
figure-rope-scaling-model = النموذج
figure-rope-scaling-method = التحجيم
figure-rope-scaling-region = الطول الموجي لكل زوج قبل التحجيم وبعده
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
figure-heatmap-label = خريطة حرارية لـ PE(pos, i): المواضع ({ $rows }، الصفوف من 0 إلى { $last }) في الإحداثيات ({ $d }، الأعمدة من 0 إلى { $lastColumn })، الأساس { $base }، { $layout ->
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
    }.
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
figure-wavelengths-longer = أطول من السياق البالغ { $context }: الزوج الأبطأ لا يدور عبره إلا { $ratio } من دورة، لذا يرتّب السياق كله دون تكرار ({ $over } من الأزواج الـ{ $pairs } لها λₖ > { $context }).
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
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) لكل زوج عند d_model = { $d }، الأساس { $base } (دوائر) مقابل الأساس { $other } (مربعات)، مع رسم زوج واحد من كل { $stride }؛ العلامات المملوءة هي الأزواج الأطول من السياق البالغ { $context } موضعًا.

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
        [first] ، تُعرض الإحداثيات الـ{ $cols } الأولى
       *[all] {""}
    }{ $origin ->
        [moved] ؛ الرمز i يقع في pos = i − { $originText }
       *[zero] {""}
    }؛ القيم مقرّبة إلى { $decimals ->
        [zero] { $decimalsText } منزلة عشرية
        [one] منزلة عشرية واحدة ({ $decimalsText })
        [two] منزلتين عشريتين ({ $decimalsText })
        [few] { $decimalsText } منازل عشرية
        [many] { $decimalsText } منزلةً عشرية
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
figure-learned-lookup-fails = يفشل lookup({ $pos }): جدول عدد صفوفه { $rows } أدلّتها 0 … { $last }{ $between ->
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
figure-rope-scaling-yarn-lead = يُبقي YaRN على الأزواج التي تدور مرات كثيرة ضمن L₀ ويستوفي الأزواج البطيئة، مع منحدر γ_k بينهما:{" "}
figure-rope-scaling-yarn-tail = ؛ ويضرب أيضًا درجات الانتباه في (0.1·ln s + 1)² = { $attention }.
figure-rope-scaling-llama3-lead = يُبقي Llama 3.1 على الأزواج التي تحقق{" "}
figure-rope-scaling-llama3-mid = ، ويقسم التردد على s حيث{" "}
figure-rope-scaling-llama3-tail = ، ويمزج بين الاثنين فيما بينهما.
figure-rope-scaling-counts = من الأزواج الـ{ $pairs }، يحتفظ { $kept } منها بطولها الموجي، ويتمدد { $stretched } بالمعامل { $s }، ويقع { $between } بين الحالتين.
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
figure-rope-scaling-caption = { $name }، d = { $d }: الطول الموجي لكل زوج قبل التحجيم (دوائر) وبعد { $method } (مربعات)، مقابل السياق الأصلي البالغ { $original } رمزًا.
figure-rope-scaling-caption-extended = { $name }، d = { $d }: الطول الموجي لكل زوج قبل التحجيم (دوائر) وبعد { $method } (مربعات)، مقابل السياق الأصلي البالغ { $original } رمزًا والسياق الموسَّع { $extended }.
figure-rope-scaling-desc = يتعلم النموذج ما تفعله أزواجه على امتداد السياق الذي دُرِّب عليه. الأزواج التي طولها الموجي أقصر من ذلك السياق دارت مرات كثيرة وهي آمنة بعده؛ أما الأزواج الأطول منه فلم تُكمل دورة قط، لذا تعطيها المواضع التي تتجاوز السياق زوايا لم يرها النموذج أبدًا. تُبطئ الطرق هذه الأزواج (طول موجي أطول) بحيث يُعيَّن السياق الموسَّع على زوايا رآها النموذج في التدريب.
figure-rope-scaling-label = { $name }: عدد الأزواج { $pairs }. قبل التحجيم تمتد أطوالها الموجية من { $firstBefore } إلى { $lastBefore } موضعًا؛ وبعد { $method } من { $firstAfter } إلى { $lastAfter }. يحتفظ { $kept } منها بطولها الموجي ويتمدد { $stretched }. السياق الأصلي { $original } والسياق الموسَّع { $extended } مُعلَّمان.

## Sliders and play
# The offset's slider beside the offset field; $min and $max: its ends.
figure-slider-offset = الإزاحة Δ، من { $min } إلى { $max }

## Phones: touch screens
# On touch screens, in place of figure-heatmap-keys: one finger scrolls the page, two pinch and pan the map.
figure-heatmap-keys-touch = المس الخريطة لقراءة قيمة. إصبع واحدة تمرّر الصفحة؛ وبإصبعين قرّبهما أو باعدهما لتكبير الخريطة أو تصغيرها، وحرّكهما لتحريكها. بلوحة المفاتيح: انقل التركيز إلى الخريطة واستخدم مفاتيح الأسهم و+ و−، و0 للخريطة كاملة.
# On touch screens, in place of figure-heatmap-readout-none.
figure-heatmap-readout-none-touch = المس الخريطة لقراءة قيمة.

## Figures on small screens
# The heat map's caption ends with what one screen pixel of the picture holds, measured from the size
# it is drawn at. $rows and $cols: positions and coordinates per pixel, numbers written out (1.5, 0.19);
# $rowsCount and $colsCount: the same numbers, for the plural; $averaged: yes when a pixel shows the
# mean of the values it covers (more rows or columns than pixels), no otherwise.
figure-heatmap-pixel = بكسل واحد: نحو { $rows } { $rowsCount ->
        [zero] موضع
        [one] موضع
        [two] موضع
        [few] مواضع
        [many] موضعًا
       *[other] موضع
    } × { $cols } { $colsCount ->
        [zero] إحداثي
        [one] إحداثي
        [two] إحداثي
        [few] إحداثيات
        [many] إحداثيًا
       *[other] إحداثي
    }{ $averaged ->
        [yes] ، بالمتوسط.
       *[no] .
    }
# When every value has several pixels: $height and $width, pixels per value, numbers written out.
figure-heatmap-pixel-cell = قيمة واحدة: نحو { $height } × { $width } بكسل.
# Several figures are shown one at a time, chosen with tabs: the tab list's name, then one short name per figure.
figure-tabs-label = الأشكال
figure-tab-heatmap = الخريطة الحرارية
figure-tab-waves = الموجات
figure-tab-rotation = الدوران
figure-tab-dot = الضرب النقطي
figure-tab-wavelengths = الأطوال الموجية
figure-tab-input = المجموع عند المدخل
figure-tab-learned = الجدول المتعلَّم
figure-tab-precision = الدقة
figure-tab-rope = RoPE
figure-tab-rope-decay = اضمحلال RoPE
figure-tab-rope-scaling = تحجيم RoPE

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
