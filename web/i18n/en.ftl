# The widget's words in English: every text a learner or an author reads in the widget, one message
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

element-loading = Loading the calculator…
element-alert-draw-failed = The widget could not draw these settings.
element-alert-core-failed = The calculator could not start.
element-alert-table-refused = The calculator could not work out this table:

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = Settings
element-settings-d-model = d_model
element-settings-base = base
element-settings-positions = positions
# Under the positions field: two ways of writing a list of tokens (kept as written: they are typed this way).
element-settings-positions-help = e.g. 0,1,2 or 0..7
element-settings-origin = origin
# An option of the origin list; $origin is 0 or 1, the number given to the first token.
element-settings-origin-option = { $origin } (first token is { $origin })
element-settings-layout = layout
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] interleaved
   *[concatenated] concatenated
  }
element-settings-decimals = decimals
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = heatmap rows
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = The quiz was set for these d_model, base, layout and origin: they cannot be changed during this attempt.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = Figures
# Shown above the figures while an attribute is refused.
element-figures-stale = The figures still show the last valid settings; fix the attribute above to update them.
element-figures-load-failed = The figures could not be loaded.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } The table and the pair inspector above work without them; the figures are tried again when a setting changes.
element-figures-draw-failed = The figures could not be drawn.
element-quiz-load-failed = The quiz could not be loaded: { $message }
# The button that opens the share panel.
element-share-toggle = Share and copy
element-share-load-failed = The share panel could not be loaded:

# Refused attributes, listed in the widget's alert under element-alert-attributes. Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-alert-attributes = { $count ->
    [one] One attribute needs fixing:
   *[other] { $count } attributes need fixing:
  }
element-refused = { $attribute }="{ $value }": { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = this is not a finite number; { $rule }
element-rule-d-model = d_model must be an even whole number from 2 to { $max }, because every sine coordinate has a cosine partner at the same frequency.
element-rule-base = the base must be a finite number greater than 1, so that each pair turns more slowly than the one before.
element-rule-origin = the index origin must be 0 or 1: the number given to the first token.
element-rule-layout = the layout must be "interleaved" (sin, cos, sin, cos, … as in the paper) or "concatenated" (all sines first, then all cosines).
element-rule-decimals = decimals must be a whole number from 0 to { $max }.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = there is no question with this name; the available questions are: { $questions }, "bank" for a seeded set of questions on the widget's settings, or "own" for the questions written in a <script type="application/json"> inside the widget. Leave the attribute out for no quiz.
element-rule-quiz-seed = the quiz seed must be a whole number from 0 to 2^53 ({ $max }); the same seed gives the same questions.
element-reason-quiz-seed-learner = "learner" is for the course packages, which make the seed from the signed-in learner's identity; on a page, the seed must be a whole number from 0 to 2^53 ({ $max }); the same seed gives the same questions.
element-rule-quiz-count = the number of questions must be a whole number from 1 to { $max }.
element-rule-quiz-topics = the bank's topics must be "sinusoidal" (the 2017 encoding, the default), "rope" (RoPE, the rotation inside attention) or "both" (the two in turn).
element-rule-solution = the worked solution is shown "always", "after-answer" (once the question is answered for good), "after-attempt" (once the attempt is over) or "never".
element-rule-retries = retries must be a whole number from 0 up (each wrong answer to a question may be tried again that many times) or "unlimited".
element-rule-settings = settings must be "editable" (the learner may change the quiz's d_model, base, layout and origin) or "locked" (they may not, nor ask for new questions or start over).
element-rule-table = table must be "shown", "hidden-until-answered" (the cells a question asks for stay hidden until it is answered for good) or "hidden" (no table or pair inspector).
element-rule-new-questions = new-questions must be "allowed" (the bank's New questions button takes the next seed) or "not-allowed".
element-rule-view = view must be "full" (settings, table, pair inspector and any quiz) or "quiz" (the question alone).
element-rule-loading = loading must be "eager" (the widget draws at once) or "lazy" (it draws once it comes within a screen of the visible part of the page).
element-rule-pair = the pair k must be a whole number from 0 to d_model/2 − 1 (at most { $max }).
# $names: the figure names, as a list.
element-rule-figures = figures must be "none", "all" (or empty), or a comma list of figure names: { $names }.
# $item: the word given ("all" or "none").
element-reason-figures-alone = "{ $item }" stands alone, not in a list; { $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = item { $index } ("{ $item }") is not a figure name; { $rule }
element-rule-max-len = max-len must be a whole number from 1 to { $max }: the heatmap shows positions 0 to max-len − 1.
element-rule-offset = the offset Δ must be a finite number from −{ $max } to { $max } (negative: backwards).
element-rule-context-length = the context length must be a whole number of tokens from 1 to { $max }.
# $example: a list of one score band in JSON (code: keep it as it is); $bands and $characters: the most bands and characters.
element-rule-score-feedback = score-feedback is a JSON array of at most { $bands } score bands such as { $example }: from and to whole percentages, 0 ≤ from ≤ to ≤ 100, and feedback a text of at most { $characters } characters.
element-reason-not-json = this is not valid JSON; { $rule }
element-reason-band = band { $band } does not fit this rule: { $rule }
element-reason-view-needs-quiz = this view shows only a question, so it needs a quiz attribute as well, e.g. quiz="q1".
# $dModel: the d-model attribute's text; $pairs: d_model/2; $max: the last pair, d_model/2 − 1.
element-reason-pair-beyond = with d-model="{ $dModel }" there { $pairs ->
    [one] is one sine-cosine pair
   *[other] are { $pairs } sine-cosine pairs
  }, so the pair k must be a whole number from 0 to { $max }.
# $origin: the origin attribute's text; $token: the token number; $start: the number of the first token (0 or 1); $limit: 2^53.
element-reason-position-beyond = with origin="{ $origin }", token { $token } is at position { $token } − { $start }, beyond 2^53 = { $limit } in size: a double cannot hold every whole position past it.
# A table larger than the core computes at once: $rows positions × $columns coordinates = $values values, more than $limit.
element-refused-max-len-table = max-len="{ $value }" with d-model="{ $dModel }": { $rows } positions × { $columns } coordinates is { $values } values, more than the { $limit } (core.limits.maxTableValues) the core computes at once; at d_model = { $columns }, max-len can be at most { $most }.
element-refused-positions-table = positions="{ $value }" with d-model="{ $dModel }": { $rows } positions × { $columns } coordinates is { $values } values, more than the { $limit } (core.limits.maxTableValues) the core computes at once; use fewer positions or a smaller d_model.
# The positions list: $index is an item's place (1 for the first), $item its text (cut after 24 characters), $max the most positions (a number as written).
element-reason-positions-empty = the list is empty; give at least one position, e.g. 0,1,2 or 0..7.
element-reason-positions-item-empty = item { $index } is empty; separate numbers with single commas.
element-reason-positions-range-end = item { $index } ("{ $item }") has a range end that is not a finite number.
element-reason-positions-range = item { $index } ("{ $item }") is not a finite number; write a range as two numbers joined by two dots, e.g. 0..7.
element-reason-positions-not-number = item { $index } ("{ $item }") is not a finite number; use numbers such as 3, -1 or 2.5, or ranges such as 0..7.
element-reason-positions-too-large = item { $index } ("{ $item }") is beyond 2^53 = { $limit } in size: a double cannot hold every whole token number past it, so the position computed would not be the one typed.
element-reason-positions-too-many = the list has more than { $max } positions, the most one widget shows; use a shorter list or range.

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos) for d_model = { $dModel }, base { $base }, { $layout ->
        [concatenated] concatenated
       *[interleaved] interleaved
    } layout, index origin { $origin }, { $decimals ->
        [one] { $decimalsText } decimal
       *[other] { $decimalsText } decimals
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = Showing the first { $shown } of { $total } positions: a table of more than { $limit } values would make the page slow.
# The corner header's five lines: one per line of every column header (also the header rows of a
# copied table), then what the row headers hold.
table-head-coordinate = coordinate i
table-head-function = sin or cos
table-head-pair = pair k
table-head-omega = ω_k (rad per position)
table-head-lambda = λ_k = 2π/ω_k (positions)
table-head-rows = token t → pos
# A column header as screen readers name it. $fn is the symbol sin or cos.
table-column-label = coordinate { $i }, { $fn }, pair { $k }, ω { $omega }, λ { $lambda }
# Beside a row's token field: the formula position it stands for.
table-row-position = → pos { $pos }
# A row header as screen readers name it beside each value.
table-row-label = Token { $token }, position { $pos }
table-token-field = Token number, row { $row }
table-remove-row = Remove row { $row }
# What a value reads while it would answer an open quiz question (a cell, an angle, a readout).
table-hidden = hidden
# In a cell's filled-in formula, in place of a hidden value.
table-hidden-value = hidden until the quiz question it answers is answered for good
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = Row { $row }: token { $token } is formula position { $pos } (t − { $origin }). Coordinate { $i } is the { $fn ->
        [sin] sine
       *[cos] cosine
    } of pair k = { $k }.
table-formula-invitation = Hover over a cell, or focus it (Tab, then the arrow keys), to see its formula with the numbers filled in.
table-stale-note = The table below still shows the last valid settings; fix the attribute above to update it.
table-add-row = Add a row
table-edit-help = Edit a token number in place; press Enter or Tab to apply it.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Index origin { $origin }: token number t is formula position pos = t − { $origin }{ $originValue ->
        [0] , so tokens and positions carry the same numbers.
       *[other] , so the first token, { $token }, is pos { $position }.
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = Values that would answer { $count ->
        [one] quiz question { $numbers }
       *[other] quiz questions { $numbers }
    } (a cell, or an angle pos·ω_k) read “{ $hidden }” until { $count ->
        [one] it is
       *[other] each is
    } answered for good (correct, or no tries left).
# Above the table after an answer to a coordinate question. $yours (table-asked-yours) and $exact
# (table-asked-exact) are shown in bold; $shown: yes when the exact value is shown, no while it
# waits (the question may still be tried again); $outlined: yes when the asked cell is outlined in
# the table, no when its token is not in the table.
table-asked = Quiz question { $number }, token { $token }, coordinate { $i }: { $yours }{ $shown ->
        [yes] {" · "}{ $exact }
       *[no] {""}
    }{ $outlined ->
        [yes] {" "}(outlined in the table).
       *[no] .
    }
# $response: the answer as the learner typed it.
table-asked-yours = your answer { $response }
table-asked-exact = exact { $value }
# A button beside that line when the asked token is not in the table.
table-add-token = Add token { $token } to the table
# Said to screen readers only.
table-said-pair = Pair { $k } is shown in the pair inspector below the table.
table-said-removed = Token { $token } removed; { $count ->
        [one] { $rows } row
       *[other] { $rows } rows
    } left.

# The pair inspector beside the table: its title, its pair list's label and its help.
table-inspector-title = Pair inspector
table-inspector-pair = pair k
table-inspector-help = Pick a pair here, or click a table cell (or press Enter on it).
# An option of the pair list.
table-inspector-option = k = { $k } (coordinates { $sine } and { $cosine })
table-inspector-coordinates = Coordinates
table-inspector-coordinates-value = { $sine } (sine) and { $cosine } (cosine)
# $symbol: the typeset symbol ω_k; $formula: the typeset formula of its value.
table-inspector-frequency = Frequency { $symbol }
table-inspector-frequency-value = { $formula } rad per position
table-inspector-wavelength = Wavelength { $symbol }
table-inspector-wavelength-value = { $formula } positions for one full turn
table-inspector-angles-caption = Angle ω_{ $k } · pos of pair { $k } at each listed position
table-inspector-angles-token = token
table-inspector-angles-pos = pos
table-inspector-angles-angle = angle (rad)
table-inspector-angles-sin = sin (coord. { $i })
table-inspector-angles-cos = cos (coord. { $i })
table-inspector-angles-label = Angles of pair { $k }
table-inspector-circle-label = Unit circle: the point (cos, sin) of pair { $k } at each listed position
table-inspector-rotation-title = One position of offset is a rotation
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Moving from pos to pos + 1 adds φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) to this pair's angle, whatever pos is. By the angle-addition formulas, the step is one fixed matrix, [[cos φ, sin φ], [−sin φ, cos φ]], applied to [sin, cos]:
table-inspector-matrix-caption = Rotation for pair { $k }, offset 1
table-inspector-matrix-new-sin = new sin
table-inspector-matrix-new-cos = new cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Check at pos { $pos }: the matrix times { $before } gives { $product }; the formula at pos { $next } gives { $direct }.

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".
# Numbers ($number, $total, $score, $seed, $n, …) arrive already written in the reader's digits;
# $count, $given, $open and $left are plain numbers that only choose a plural form.

# The quiz's title above the question bank.
quiz-heading = Quiz
# Label of the answer field.
quiz-your-answer = Your answer
# The button that submits an answer.
quiz-check = Check
# The feedback region before any answer.
quiz-feedback-idle = Feedback on your answer appears here.
# The verdict, in bold at the start of the feedback.
quiz-verdict-correct = Correct.
quiz-verdict-incorrect = Not correct yet.
quiz-verdict-too-few-decimals = Too few decimals.
quiz-verdict-unreadable = Not readable as a number.
quiz-verdict-ambiguous = Ambiguous number.
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = Likely slip: { $name }.
# Disclosure titles.
quiz-hint = Hint
quiz-solution = Solution

# Quiz: The single question Q1.

quiz-q1-title = Q1. One coordinate by hand
quiz-q1-prompt = Take d_model = 4 and the usual base 10000. What value does coordinate 2 of the position vector PE(2) have? Round to four decimal places or more.
quiz-q1-hint-1 = Coordinate 2 is even, so it is a sine, and it belongs to pair k = 1 (coordinates 2 and 3).
quiz-q1-hint-2 = The divisor for that pair is 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02).
quiz-q1-solution-2 = sin(0.02) = 0.0199986667…, which is 0.0200 to four decimals (0.019999 to six).
quiz-q1-solution-3 = The angle is small, so the sine is almost the angle itself: sin(x) ≈ x − x³/6.
# Q1's feedback: what to do next.
quiz-q1-next-correct = Open the solution to compare your working.
quiz-q1-next-incorrect = The hint below gives the first step.

# Quiz: Asking before a change of the settings or of the attempt.

# $name: the setting's name as the settings form labels it (d_model, base, layout, origin).
quiz-ask-settings-title = Change the quiz's settings?
quiz-ask-settings-text = A new { $name } makes new questions, and your { $count ->
    [one] answer
   *[other] { $given } answers
  } so far will be cleared.
quiz-ask-settings-go = Change and start again
quiz-keep-answers = Keep my answers
quiz-ask-start-over-title = Start over?
quiz-ask-start-over-text = Your { $count ->
    [one] answer
   *[other] { $given } answers
  } so far will be cleared. The questions stay the same.
quiz-ask-new-title = Ask new questions?
quiz-ask-new-text = Your { $count ->
    [one] answer
   *[other] { $given } answers
  } so far will be cleared, and the quiz starts again with other questions.
quiz-ask-end-title = End the attempt?
quiz-ask-end-text = You may still try again on { $count ->
    [one] one question
   *[other] { $open } questions
  }. Once the attempt ends, every answer is final.
quiz-end = End the attempt
quiz-not-yet = Not yet
quiz-start-over = Start over
quiz-new-questions = New questions

# Quiz: When the quiz cannot be shown. $reason: the cause, a sentence of its own.

quiz-failed-bank = The question bank could not be loaded: { $reason }
quiz-failed-panels = The quiz could not be loaded: { $reason }
quiz-failed-settings = The quiz could not be made for these settings: { $reason }
# Above the list of an author's questions that were refused (the reasons follow, one a line).
quiz-left-out = { $count ->
    [one] One question of this quiz is left out:
   *[other] { $n } questions of this quiz are left out:
  }
quiz-no-questions = This quiz has no question to ask:

# Quiz: The question bank's first line and what it says when its questions change.

# The settings the questions are for. $layout: interleaved or concatenated.
quiz-settings = d_model = { $dModel }, base { $base }, { $layout ->
    [concatenated] concatenated layout
   *[interleaved] interleaved layout
  }, tokens numbered from { $origin }
# What the questions are about, by the quiz-topics value $topics.
quiz-topics = { $topics ->
    [rope] RoPE
    [both] the sinusoidal encoding and RoPE
   *[sinusoidal] the sinusoidal encoding
  }
# $settings: quiz-settings; $source: own (an author's list) or seed.
quiz-about = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } on { $settings }; { $source ->
    [own] written for this page
   *[seed] seed { $seed }
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } about { $topics } on { $settings }; { $source ->
    [own] written for this page
   *[seed] seed { $seed }
  }.
quiz-changed-settings = The settings changed, so here are new questions for { $settings }.
quiz-changed-topics = New questions about { $topics }.
quiz-changed-seed = New questions (seed { $seed }).
quiz-changed-count = The quiz now has { $count ->
    [one] { $n } question
   *[other] { $n } questions
  }.
quiz-changed-questions = The questions changed.

# Quiz: Place, progress and score.

quiz-where = Question { $number } of { $total }.
quiz-progress = Question { $number } of { $total } · Score { $score } of { $total }
quiz-progress-finished = Finished · Score { $score } of { $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = Welcome back: your { $count ->
    [one] answer is
   *[other] { $given } answers are
  } restored. { $where }
quiz-score = Score { $score } of { $total }.
quiz-answer-again = To answer this question again, press Try again.
quiz-answer-final = This answer is final.
quiz-pick-one = Pick one of the options, then press Check.
quiz-open-again = Question { $number } of { $total } is open again. Score { $score } of { $total }.
quiz-starting-over = Starting over: question { $number } of { $total }.
quiz-finished = Quiz finished. Score { $score } of { $total }.
quiz-ended = The attempt is over: every answer is final. Score { $score } of { $total }.
quiz-held = This quiz keeps its questions and your answers: its settings are locked for this attempt.
quiz-solution-after-answer = The worked solution opens once this question is answered for good (correct, or no tries left).
quiz-solution-after-attempt = The worked solutions open once the attempt is over (every answer final, or the attempt ended on the score page).

# Quiz: Navigation.

quiz-try-again = Try again
quiz-previous-question = Previous question
quiz-next-question = Next question
quiz-next-open = Next unanswered question
quiz-to-score = See your score

# Quiz: The answer form of a choice question.

quiz-choose-all = Choose every option that holds.
# An option's letter before its text ($letter: a, b, c …).
quiz-choice-letter = { $letter }.
# After each option the learner chose, once the answer is judged.
quiz-your-choice = (your answer)

# Quiz: The feedback after the verdict.

quiz-next-solution = Open the solution to compare your working, or go on.
quiz-next-go-on = Go on to the next question.
quiz-retry-any = Press Try again to answer once more, or open the hint.
quiz-retry-count = You may answer this question { $count ->
    [one] once more
   *[other] { $left } more times
  }: press Try again, or open the hint.
quiz-final = This answer is final: no more tries are left for this question.
quiz-type-more-decimals = Type more decimals and press Check again.
# $response: the answer as the learner gave it.
quiz-your-answer-was = Your answer was { $response }.
quiz-all-answered = { $count ->
    [one] The question has
   *[other] All { $total } questions have
  } an answer: score { $score } of { $total }.
# An author's feedback on one option chosen ($feedback: the author's words).
quiz-option-feedback = { $letter }. { $feedback }
# The checker of an author's choice question.
quiz-choice-correct-one = That is the option that holds.
quiz-choice-correct-several = Those are exactly the options that hold.
quiz-choice-incorrect-one = That option does not hold.
quiz-choice-incorrect-several = The options you chose are not exactly those that hold.
quiz-choice-unreadable = Choose one or more of the { $n } options, then press Check.

# Quiz: The score page.

quiz-summary-heading = Your score
quiz-summary-score = You answered { $score } of { $count ->
    [one] { $total } question
   *[other] { $total } questions
  } correctly ({ $percent }%).
# A line of the results: the question's topic, then its outcome in bold.
quiz-result-topic = { $topic }:
quiz-result-correct = correct
quiz-result-incorrect = not correct
quiz-result-slip = (likely slip: { $name })
quiz-review = Review the questions
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = You may still try again on { $count ->
    [one] question { $numbers }
   *[other] questions { $numbers }
  }.
# A list of numbers: the last two, and each one before them.
quiz-list-two = { $first } and { $second }
quiz-list-more = { $first }, { $rest }
quiz-attempt-over = The attempt is over: every answer is final.

# Quiz: What a question is about: the line above it, its line on the score page, its record's name.

quiz-topic-a = Position zero
quiz-topic-b = The fastest pair
quiz-topic-c = The slowest pair
quiz-topic-d = One pair repeats, the vector does not
quiz-topic-e = An offset is a rotation
quiz-topic-f = A position far away
quiz-topic-g = The longest wavelength and the base
quiz-topic-h = The dot product of two positions
quiz-topic-i = RoPE: the angle of one pair
quiz-topic-j = RoPE: the attention score
quiz-topic-k = RoPE: a scaled frequency
quiz-topic-l = RoPE: pairs that never turn in full
quiz-topic-coordinate = One coordinate
quiz-topic-choice = Choose the options that hold

# Quiz: The records a course platform receives (xAPI statements): names and descriptions.

quiz-statement-question = Question { $number }: { $topic }
quiz-statement-quiz = Sinusoidal positional encoding quiz
quiz-statement-quiz-about = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } for { $settings } ({ $source ->
    [own] written for this page
   *[seed] seed { $seed }
  }).

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# Shared by several figures.
# The pair slider's label.
figure-pair-label = Pair k
# The pair slider's readout: $k the pair shown, $last the last pair (d_model/2 − 1).
figure-pair-readout = k = { $k } (0 to { $last })
# The same with a note about the pair, e.g. its frequency "ω₁ = 0.01".
figure-pair-readout-note = k = { $k } (0 to { $last }), { $note }
# What a screen reader says for the pair slider's value.
figure-pair-valuetext = pair { $k }
figure-pair-valuetext-note = pair { $k }, { $note }
# A pair's frequency, as a formula: $k is the pair's number as a subscript (₁).
figure-omega-note = ω{ $k } = { $omega }
# Between the items of a list inside a sentence (values at several positions).
figure-list-separator = ;{" "}
# Column header: the position.
figure-head-pos = pos

# Figure: the sine and cosine waves of one pair over position.
figure-waves-title = Waves of one pair.
figure-waves-view-period = show a whole period
figure-waves-view-positions = fit the listed positions
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = Horizontal range
figure-waves-values-region = Values at the listed positions
figure-waves-x-label = position pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = one period 2π/ω{ $k } = { $period }{ $end ->
        [beyond] {" "}(ends beyond the view)
        [arrow] {" "}→
       *[in] {""}
    }
# The key of the plot: $i the coordinate (column) of the sine or the cosine.
figure-waves-key-sin = sin, coordinate { $i }
figure-waves-key-cos = cos, coordinate { $i }
# One item of the drawing's text alternative.
figure-waves-label-value = pos { $pos }: sin { $sin }, cos { $cos }
# The drawing's text alternative; $values are items of figure-waves-label-value; $more: yes when
# there are more positions than those listed.
figure-waves-label = Sine and cosine of pair { $k } (ω = { $omega }) from position { $from } to { $to }; one period is { $period } positions. { $values }{ $more ->
        [yes] ; …
       *[no] {""}
    }.
# The caption: $ksub the pair as a subscript, $layout interleaved or concatenated.
figure-waves-caption = sin(ω{ $ksub }·pos) and cos(ω{ $ksub }·pos) for pair k = { $k } (coordinates { $sin } and { $cos }, { $layout ->
        [concatenated] concatenated
       *[interleaved] interleaved
    }), ω{ $ksub } = { $base }^(−2·{ $k }/{ $d }) = { $omega }; dots are the listed positions.
figure-waves-desc = The curves repeat every 2π/ω{ $k } = { $period } positions (the marked span).
# $turns: the part of a period the listed positions span.
figure-waves-desc-cover = The listed positions cover { $turns } of a period, so this pair { $movement ->
        [long] turns a long way
        [visible] moves visibly
       *[barely] barely moves
    } across them.
figure-waves-table-caption = Values at the listed positions
figure-waves-table-caption-first = Values at the listed positions (first { $shown } of { $total })
figure-waves-head-sin = sin · coord { $i }
figure-waves-head-cos = cos · coord { $i }
figure-heatmap-title = The whole matrix.
# The two layouts of a pair's sine and cosine in the vector (radio buttons and captions).
figure-layout-label = Layout
figure-layout-interleaved = interleaved
figure-layout-concatenated = concatenated
figure-heatmap-interleaved-note = (sin, cos, sin, cos …)
figure-heatmap-concatenated-note = (all sines, then all cosines)
figure-rotation-title = An offset is a rotation.
figure-rotation-offset = Offset Δ
figure-rotation-start = Start p
figure-dot-title = The dot product depends only on the offset.
figure-dot-span = Offsets shown
figure-dot-numbers-region = Dot products at the marked offsets
figure-wavelengths-title = The wavelength ladder.
figure-wavelengths-context = Context length
figure-wavelengths-compare = Compare with base
figure-input-title = Added once, at the input.
figure-input-region = Toy embeddings, position vectors and their sums
figure-learned-title = Formula against a learned table.
figure-learned-look-up = Look up position
figure-precision-title = float32 and naive float64 against the exact values.
figure-precision-region = float64 and float32 tables
figure-rope-title = RoPE: a rotation inside attention.
figure-rope-offset = Offset m − n
figure-rope-key-at = Key at n
figure-rope-shift = Shift both by t
figure-rope-numbers-region = Scores of the whole vectors
figure-rope-decay-title = RoPE’s long-term decay.
figure-rope-decay-span = Distances shown
figure-rope-decay-compare = Compare with base
figure-rope-decay-region = The bound at some distances
figure-rope-scaling-title = Extending the context: every wavelength before and after.
figure-rope-scaling-model = Model
figure-rope-scaling-method = Scaling
figure-rope-scaling-region = Every pair’s wavelength before and after
# The heat map's axis labels (the arrows point along the axes: keep them).
figure-heatmap-x-label = coordinate i →
figure-heatmap-y-label = position ↓
# The colour scale: $low, $zero and $high are the numbers −1, 0 and +1.
figure-heatmap-legend-label = Colour scale: { $low } at the cool end, { $zero } neutral, { $high } at the warm end.
figure-heatmap-legend-low = { $value }
figure-heatmap-legend-high = { $value }
figure-heatmap-legend-note = (sin and cos values; 0 is the middle colour)
figure-heatmap-keys = Point at the map (or tap and drag) to read a value; or focus it and use the arrow keys (Shift: ten steps, Page Up/Down: a tenth of the rows, Home/End: first/last coordinate). Zoom with + and −, the wheel or a pinch, down to single cells; 0 shows the whole map; drag to pan a zoomed map.
figure-heatmap-zoom = Zoom
figure-heatmap-zoom-in = Zoom in
figure-heatmap-zoom-out = Zoom out
figure-heatmap-zoom-whole = Show the whole map
figure-heatmap-zoom-whole-button = Whole map
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = A map of { $size } (for example 4096 × 1024); lower max-len or d_model.
# Beside the zoom buttons: the part of the map on screen.
figure-heatmap-view-whole = Whole map.
figure-heatmap-view = Rows { $r0 } to { $r1 }, columns { $c0 } to { $c1 }.
figure-heatmap-order-interleaved = Columns alternate sine and cosine, pair by pair.
figure-heatmap-order-concatenated = Columns 0 to { $last } are the sines, columns { $first } to { $end } the cosines.
# The map's text alternative: $rows positions by $d coordinates; $layout interleaved or concatenated.
figure-heatmap-label = Heat map of PE(pos, i): { $rows } positions (rows 0 to { $last }) by { $d } coordinates (columns 0 to { $lastColumn }), base { $base }, { $layout ->
        [concatenated] concatenated
       *[interleaved] interleaved
    } layout. Colour runs from cool at { $low } through neutral at { $zero } to warm at { $high }.
# $order is figure-heatmap-order-…; $first and $last are wavelengths in positions.
figure-heatmap-desc = Each row is one position, each column one coordinate. { $order } The first pair repeats every { $first } positions, so its columns flicker from row to row; the last pair's wavelength is { $last } positions, so its columns change slowly{ $cycle ->
        [never] {" "}and never complete a cycle on this map
       *[some] {""}
    }.
figure-heatmap-caption = PE(pos, i) for positions 0 to { $last } (max_len = { $rows }) down the side and coordinates 0 to { $lastColumn } across, d_model = { $d }, base { $base }, { $layout ->
        [concatenated] concatenated
       *[interleaved] interleaved
    } layout: one pixel per value.
figure-heatmap-readout-none = Point at the map, or focus it and press an arrow key, to read a value.
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = position { $row }, coordinate { $col } ({ $fn } of pair { $k }): PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = position { $row } (token { $token }), coordinate { $col } ({ $fn } of pair { $k }): PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k }), ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = rim at the tips, ×{ $zoom }
figure-rotation-axes = Across: cos, coordinate { $cos }. Up: sin, coordinate { $sin }.
# $turn: which way the pair turns (the sign of Δ).
figure-rotation-label = Unit circle of pair { $k }: the sub-vector at p = { $p } (angle { $angleP } rad) and at p + Δ = { $q } (angle { $angleQ } rad), turned { $turn ->
        [clockwise] clockwise (Δ is negative)
        [none] not at all (Δ = 0)
       *[counter] counter-clockwise
    } by ω·Δ = { $phi } rad.
# A formula: $k is the pair as a subscript, $degrees the angle in degrees.
figure-rotation-phi = φ = ω{ $k }·Δ = { $omega } × { $delta } = { $phi } rad ({ $degrees }°)
# $whole: the number of whole turns (chooses the plural), $wholeText the same number written out.
figure-rotation-turns = That is { $turns } turns; the arc shows what is left after { $whole ->
        [one] { $wholeText } whole turn
       *[other] { $wholeText } whole turns
    }.
figure-rotation-matrix = rotation matrix for the offset
figure-rotation-vector-p = sub-vector at p = { $p }
figure-rotation-vector-q = sub-vector at p + Δ = { $q }
figure-rotation-rows = Rows: [cos φ, sin φ] and [−sin φ, cos φ]. The vectors stack sin(ω{ $k }·pos) over cos(ω{ $k }·pos) (coordinates { $sin }, { $cos }). The product agrees with PE({ $q }) computed directly to the last bit.
figure-rotation-rows-within = Rows: [cos φ, sin φ] and [−sin φ, cos φ]. The vectors stack sin(ω{ $k }·pos) over cos(ω{ $k }·pos) (coordinates { $sin }, { $cos }). The product agrees with PE({ $q }) computed directly to within { $gap }.
figure-rotation-caption = Pair k = { $k } on its unit circle: going from p = { $p } to p + Δ = { $q } turns the pair by ω{ $ksub }·Δ = { $phi } rad, { $turn ->
        [clockwise] clockwise (Δ is negative)
        [none] not at all (Δ = 0)
       *[counter] counter-clockwise
    }. The same matrix works from any p.
figure-rotation-desc = The matrix depends only on Δ and ω{ $k }, never on p: every pair turns by its own angle ω{ $k }·Δ, so one fixed linear map per offset moves the whole vector. A negative Δ gives the inverse rotation.

# Figure: the dot product of two position vectors depends only on their offset.
# A choice of the offsets shown: from $low to $high.
figure-dot-span-option = { $low } … { $high }
figure-dot-x-label = offset Δ = p − q
# In the key: $half is d/2, the largest value.
figure-dot-key-peak = peak d/2 = { $half } at Δ = 0; markers at ±Δ
figure-dot-label = Dot product of PE(p0 + Δ) and PE(p0) for Δ from { $low } to { $high }, for p0 = { $pA } and p0 = { $pB }: the two curves coincide (largest gap { $gap }), peak { $half } at Δ = 0, mirror-symmetric about Δ = 0; at Δ = ±{ $delta } the value is { $value }.
figure-dot-caption = PE(p₀ + Δ)·PE(p₀) for p₀ = { $pA } and for p₀ = { $pB }, d_model = { $d }: one curve, symmetric about Δ = 0.
figure-dot-desc-exact = Each pair contributes sin·sin + cos·cos = cos(ω_k Δ), so the sum is Σ_k cos(ω_k Δ): only the offset enters, and cos(−x) = cos x makes ±Δ equal. Summed from the table rows, the two curves differ by at most { $gap }, and they match the identity Σ_k cos(ω_k Δ) exactly where checked.
figure-dot-desc-within = Each pair contributes sin·sin + cos·cos = cos(ω_k Δ), so the sum is Σ_k cos(ω_k Δ): only the offset enters, and cos(−x) = cos x makes ±Δ equal. Summed from the table rows, the two curves differ by at most { $gap }, and they match the identity Σ_k cos(ω_k Δ) within { $identity } where checked.

# Figure: the wavelength of every pair on a log scale, against the context length.
figure-wavelengths-x-label = { $layout ->
        [concatenated] pair k (coordinates k and k + d/2)
       *[interleaved] pair k (coordinates 2k and 2k + 1)
    }
figure-wavelengths-y-label = wavelength λₖ (positions, log scale)
# The line of the context length: $context positions.
figure-wavelengths-context-mark = context { $context }
# How the slowest pair compares with the context: $ratio the part of a cycle (or the number of cycles)
# across the context; $over of $pairs pairs are longer than it.
figure-wavelengths-longer = longer than the context of { $context }: the slowest pair turns only { $ratio } of a cycle across it, so it orders the whole context without repeating ({ $over } of { $pairs } pairs have λₖ > { $context }).
figure-wavelengths-shorter = shorter than the context of { $context }: even the slowest pair wraps { $ratio } times across it, so no single pair tells the beginning of the context from the end.
# After the formula λ_max = 2π · b^((d−2)/d): $last the slowest pair.
figure-wavelengths-general = {" "}, from the slowest pair k = d/2 − 1 = { $last }.
figure-wavelengths-base = Base { $base }:{" "}
# After the formula of one base: $verdict is figure-wavelengths-longer or -shorter.
figure-wavelengths-line = {" "}= 2π × { $power } = { $lambda } positions, { $verdict }
# $over and $otherOver choose the plural; $overText and $otherOverText are the same numbers written out.
figure-wavelengths-label = Wavelengths of the { $pairs } pairs on a log scale: with base { $base } they climb from { $first } to { $last }; with base { $other } to { $otherLast }. Context length { $context } is marked: { $over ->
        [0] no pair
        [one] { $overText } pair
       *[other] { $overText } pairs
    } with base { $base } and { $otherOver ->
        [0] no pair
        [one] { $otherOverText } pair
       *[other] { $otherOverText } pairs
    } with base { $other } have longer wavelengths.
figure-wavelengths-caption = λₖ = 2π·b^(2k/d) for every pair at d_model = { $d }, base { $base } (circles) against base { $other } (squares); filled marks are pairs longer than the context of { $context } positions.
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) for every pair at d_model = { $d }, base { $base } (circles) against base { $other } (squares), every { $stride }th pair drawn; filled marks are pairs longer than the context of { $context } positions.

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = tokens tᵢ
figure-input-block = block { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = added here, once
figure-input-inside-stack = inside the stack:
figure-input-no-pe-again = no PE added again
figure-input-inside-stack-no-pe = { figure-input-inside-stack } { figure-input-no-pe-again }
# The example sentence whose tokens the table shows, words separated by spaces (a word may come twice;
# it keeps its one row of made-up numbers). Any short sentence of the language will do.
figure-input-example-words = the cat sat on the mat
# A token of the example sentence, quoted.
figure-input-quoted-word = “{ $word }”
figure-input-desc = The position vector has the same width as the embedding, d_model, and is added one time, before the first block. The blocks then mix and transform the sum; none of them receives PE(i) again. A network that added the same vector at every layer would be a different architecture.
figure-input-label = Diagram: tokens are looked up in the embedding table E; PE(i) is added to E[t_i] once; the sum x_i enters block 1, then block 2 up to block N, and no block adds PE again.
# $shown: first when only the first $cols coordinates are shown; $origin: moved when token numbers
# start elsewhere than position 0 ($originText); $decimals chooses the plural.
figure-input-table-caption = Toy embeddings (made-up numbers), d_model = { $d }{ $shown ->
        [first] , first { $cols } coordinates shown
       *[all] {""}
    }{ $origin ->
        [moved] ; token i sits at pos = i − { $originText }
       *[zero] {""}
    }; values rounded to { $decimals ->
        [one] { $decimalsText } decimal
       *[other] { $decimalsText } decimals
    }
figure-input-head-token = token tᵢ
figure-input-head-term = term
figure-input-head-coord = coord { $c }
figure-input-caption = xᵢ = E[tᵢ] + PE(i): each token's embedding row plus the position vector of its place, added once before block 1.

# Figure: a learned table of positions against the formula, looked up past its end.
# The names of the two tracks.
figure-learned-track-table = learned table
figure-learned-track-formula = formula
figure-learned-rows = rows { $first } … { $last }
figure-learned-no-rows = no rows
# Above the line of the position looked up.
figure-learned-pos = pos { $pos }
figure-learned-row = ✓ row
figure-learned-no-row = ✗ no row
figure-learned-computed = ✓ computed
# $row: yes when the position looked up has a row in the table.
figure-learned-label = Position axis: a learned table holds rows 0 to { $last }; position { $pos } { $row ->
        [yes] has a row
       *[no] has no row
    } there, while the formula's curve continues past { $last } and gives a value at { $pos }.
figure-learned-table-lead = Learned table:{" "}
figure-learned-row-exists = row { $pos } exists; its numbers are whatever training left there.
# $between: yes when the position is not a whole number.
figure-learned-lookup-fails = lookup({ $pos }) fails: a table of { $rows } rows has indices 0 … { $last }{ $between ->
        [yes] {" "}and no row between integers
       *[no] {""}
    }, so there is no vector to add.
figure-learned-formula-lead = Formula:{" "}
# After the formula's vector: which wave is drawn ($k the pair, $i its sine's coordinate).
figure-learned-wave = {" "}(wave drawn: sin of pair { $k }, coordinate { $i }, ω = { $omega })
figure-learned-moral = Computable is not the same as generalised. The formula returns a vector for position { $pos } as readily as for position { $one }, and every entry stays between { $low } and { $high }. That only means the input is defined: a model trained on sequences of at most { $rows } tokens may still have learned attention patterns and statistics that hold only up to { $rows }, and only testing on longer inputs shows whether it copes.
figure-learned-caption = A table learned for max_len = { $rows } positions against the formula, looked up at position { $pos }.

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = exact (this core)
figure-precision-float32 = float32 (ω, pos·ω, sin/cos rounded); changed digits marked
figure-precision-float64 = float64 the NumPy way (pos · div_term, then sin/cos); changed digits marked
figure-precision-error32 = |float32 − exact|
figure-precision-error64 = |float64 the NumPy way − exact|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = max
figure-precision-max-of = max of { $d }
figure-precision-x-label = position (log scale)
figure-precision-y-label = largest error in the row
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = Position { $pos } is so large that neighbouring float64 numbers near the angle pos·ω₀ = { $angle } are { $spacing } apart. An angle stored as a float64 can be off by half of that, { $half }, more than half a unit in decimal place { $place } ({ $threshold }): code that computes the angle as one float64 product, as NumPy's does, gets the last shown decimals of the fast pairs wrong. This core reduces the angle exactly, so its digits are still the exact ones.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = Largest error in a row against position, log scales. float32: { $e32a } near position 1000, { $e32b } near position 100000, { $e32c } near position 10 million. float64 the NumPy way: { $e64a } near position 10 million, { $e64b } near position 10¹², { $e64c } near position 10¹⁵. The line for half a unit in decimal place { $place } is crossed near position { $cross32 ->
        [yes] { $at32 }
       *[no] none in range
    } by float32 and { $cross64 ->
        [yes] { $at64 }
       *[no] none in range
    } by float64.
figure-precision-desc = float32 keeps about 7 significant digits, so the rounded angle pos·ω is off by up to half a float32 unit of the angle, which grows in proportion to the position (the dashed ½ ulp₃₂ line); beyond about 2²⁴ ≈ 1.7·10⁷ float32 cannot even hold every integer position. { $cross32 ->
        [yes] With { $decimalsText } decimals shown, float32 changes the shown digits from about position { $at32 } on.
       *[no] {""}
    } float64 computed the naive way has the same problem about 5·10⁸ times later (½ ulp₆₄): NumPy's div_term is rounded to float64, and its rounding error, times the position, is an error in the angle{ $cross64 ->
        [yes] ; with { $decimalsText } decimals it changes the shown digits from about position { $at64 } on
       *[no] {""}
    }, { $e64 } near 10¹⁵. This core keeps ω_k to 256 bits and reduces the angle exactly: its values stay within 10⁻¹⁵ up to 2⁵³.
figure-precision-caption = The table in float32, as frameworks often compute it, and in float64 the way NumPy's code does, beside the exact values, d_model = { $d }, base { $base }; both errors grow with position.

# Figure: RoPE turns the query and the key inside attention; their score depends on m − n only.
# The two choices of vectors q and k, and the label of that choice.
figure-rope-vectors = q and k
figure-rope-example = example vectors
figure-rope-ones = (1, 0) in every pair
# The label of the choice of layout (which coordinates form a pair).
figure-rope-pairing = Pairing
# The pair's angle per position, a formula: $k the pair as a subscript.
figure-rope-pair-note = θ{ $k } = ω{ $k } = { $theta }
# Above each circle: the positions of the query (m) and the key (n).
figure-rope-panel = m = { $m }, n = { $n }
# Above the second circle: both moved by $t; $title is figure-rope-panel.
figure-rope-panel-shifted = both moved by t = { $t }: { $title }
figure-rope-query = q at m
figure-rope-key = k at n
figure-rope-pair-product = pair { $k }: { $value }
figure-rope-angle = { $angle } rad
# Under the circles, one line per layout: the coordinates ($a, $b) that form pair k.
figure-rope-layout-row = { $layout ->
        [concatenated] concatenated: pair k = (k, k + d/2)
       *[interleaved] interleaved: pair k = (2k, 2k + 1)
    } = ({ $a }, { $b })
figure-rope-layout-row-short = { $layout ->
        [concatenated] concatenated
       *[interleaved] interleaved
    }: ({ $a }, { $b })
# After the line of the layout the widget uses.
figure-rope-used-here = {" "}— used here
figure-rope-across = Across: coordinate { $a } of the pair; up: coordinate { $b }. Counter-clockwise is positive.
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }, k = { $k }: the same eight numbers repeated over d coordinates.
figure-rope-vectors-ones = q = k = { $v }: every pair (1, 0), whatever the layout puts where.
figure-rope-scores-caption = The score of the whole vectors, d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = query at
figure-rope-head-key = key at
figure-rope-head-score = score
figure-rope-shift-same = Moving both by t leaves the score as it was, to the last bit.
figure-rope-shift-within = Moving both by t leaves the score as it was (within { $gap }, rounding).
figure-rope-swapped-same = Swapping them flips the sign of m − n; with these vectors the sine terms cancel, so the score stays.
figure-rope-swapped-changes = Swapping them flips the sign of m − n, and the score changes: it depends on the signed offset.
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = With q = k = (1, 0) in every pair the sine terms vanish and RoPE meets the 2017 table:{" "}
# After that formula.
figure-rope-bridge-same = . The core’s score is { $score } and the table’s dot product { $dot }: the same number, to the last bit.
figure-rope-bridge-differ = . The core’s score is { $score } and the table’s dot product { $dot }: they differ by { $gap }, rounding.
figure-rope-caption = Pair k = { $k } of a query at m = { $m } and a key at n = { $n }, each turned counter-clockwise by its position times θ{ $ksub }: the angle between them, and so the score, depends on m − n = { $delta } only.
figure-rope-desc = RoPE turns pair k of the query by m·θ_k and of the key by n·θ_k (RoFormer's rotation: (x_a, x_b) goes to (x_a cos − x_b sin, x_a sin + x_b cos)). Moving both by t turns both by t·θ_k more, so the angle between them, and their product, stays. The strips show which two coordinates form pair { $k }: neighbours when interleaved (RoFormer, GPT-J, Meta's Llama code), half a vector apart when concatenated (GPT-NeoX, Hugging Face's Llama, Mistral, Qwen2).
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } and { $b }
figure-rope-label = Pair { $k } of q and k on a circle: turned to position m = { $m } and n = { $n } they are { $gap } rad apart, product { $product }; with both moved by t = { $t } they turn together and stay { $gap } rad apart, product { $product }. Below, pair { $k } is coordinates { $layoutA } when interleaved and { $layoutB } when concatenated.

# Figure: RoFormer's bound on the RoPE score falls as the relative distance grows.
# A choice of the distances shown: from $low to $high.
figure-rope-decay-span-option = { $low } … { $high }
figure-rope-decay-x-label = relative distance r = m − n
figure-rope-decay-y-label = bound on the score
# In the key, and as a column header: the base of one curve.
figure-rope-decay-key = base { $base }
# Followed by a formula: bound(r) = (2/d)·Σ_j |S_j(r)|.
figure-rope-decay-formula-lead = RoFormer bounds the score by{" "}
# Between that formula and the next: S_j(r) = Σ_l e^(i·r·θ_l).
figure-rope-decay-formula-mid = , where{" "}
# After the second formula: $half is d/2.
figure-rope-decay-formula-tail = {" "}adds the turns of the first j pairs (l = 0 … j − 1, j = 1 … d/2 = { $half }).
figure-rope-decay-start = At r = 0 every turn points the same way: the bound is (d/2 + 1)/2 = { $value } for d = { $d }.
figure-rope-decay-half-never = With base { $base } it stays above half of that up to the last distance shown.
figure-rope-decay-half = With base { $base } it first falls to half of that at r ≈ { $r }.
figure-rope-decay-table-caption = The bound at some distances
figure-rope-decay-caption = RoFormer’s bound on the RoPE score against the relative distance r = 0 … { $high }, d = { $d }, base { $a } (solid) and base { $b } (dashed): the further apart two tokens are, the less their turns add up.
figure-rope-decay-desc = Each pair turns by r·θ_l between the query and the key. At r = 0 all turns agree; as r grows the fast pairs point every way and their sum shrinks, so a query attends less strongly to far keys of the same content. A larger base keeps more pairs turning slowly, so the bound falls more slowly. It is a bound, not the score itself, and it need not fall smoothly.
figure-rope-decay-label = Decay bound against r from 0 to { $high } for d = { $d }: it starts at { $start } for both bases and is { $endA } with base { $a } and { $endB } with base { $b } at r = { $high }.
# Added to the text alternative when the widget's offset is on the plot: the bound there for both bases.
figure-rope-decay-label-offset = {" "}At the offset r = { $r }: { $a } and { $b }.

# Figure: extending the context of a RoPE model; every pair's wavelength before and after scaling.
figure-rope-scaling-own = Your own settings
# The scaling methods by their config.json type ($type); names of published methods stay as they are.
figure-rope-scaling-method-name = { $type ->
        [linear] Position Interpolation (linear)
        [ntk] NTK-aware
        [dynamic] dynamic NTK
        [yarn] YaRN
        [llama3] Llama 3.1 (llama3)
       *[none] none
    }
figure-rope-scaling-factor = Factor s
figure-rope-scaling-x-label = pair k
figure-rope-scaling-y-label = wavelength (positions, log scale)
# In the key (λ_k = 2π/θ_k is a formula).
figure-rope-scaling-before = before: λ_k = 2π/θ_k
figure-rope-scaling-after = after: { $method }
# Lines across the plot: the original and the extended context, in tokens.
figure-rope-scaling-original = original context { $context }
figure-rope-scaling-extended = extended { $context }
# Where a model's numbers come from: $name and $model name the model, $type is rope_scaling's type.
figure-rope-scaling-source = { $name }: the config.json of { $model } gives d = { $d } per head, base (rope_theta) { $base } and a context of { $context } tokens, with no rope_scaling.
figure-rope-scaling-source-scaled = { $name }: the config.json of { $model } gives d = { $d } per head, base (rope_theta) { $base } and a context of { $context } tokens, with rope_scaling { $type } (factor { $factor } over an original { $original }).
figure-rope-scaling-own-source = The widget’s settings: d = { $d }, base { $base }, original context { $context } tokens (context-length).
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = With no scaling{" "}
figure-rope-scaling-none-tail = : the context stays as trained.
figure-rope-scaling-linear-lead = Position Interpolation reads position m as m/s:{" "}
figure-rope-scaling-linear-tail = , every wavelength s times longer.
figure-rope-scaling-ntk-lead = NTK-aware scaling raises the base:{" "}
figure-rope-scaling-ntk-tail = , the slowest pair s times slower, the fastest unchanged.
figure-rope-scaling-dynamic-lead = Dynamic NTK raises the base with the sequence length L once it passes L₀:{" "}
figure-rope-scaling-dynamic-tail = {" "}at L = { $length }.
figure-rope-scaling-yarn-lead = YaRN keeps the pairs that turn many times within L₀ and interpolates the slow ones, with a ramp γ_k between:{" "}
figure-rope-scaling-yarn-tail = ; it also multiplies the attention logits by (0.1·ln s + 1)² = { $attention }.
figure-rope-scaling-llama3-lead = Llama 3.1 keeps the pairs with{" "}
figure-rope-scaling-llama3-mid = , divides the frequency by s where{" "}
figure-rope-scaling-llama3-tail = , and blends the two in between.
figure-rope-scaling-counts = Of the { $pairs } pairs, { $kept } keep their wavelength, { $stretched } are stretched { $s } times and { $between } lie in between.
# $before and $after choose the plural; $beforeText and $afterText are the same numbers written out.
figure-rope-scaling-turns = { $before ->
        [one] { $beforeText } pair never completes
       *[other] { $beforeText } pairs never complete
    } a turn within the original { $original } tokens; after scaling, { $after ->
        [one] { $afterText } never completes
       *[other] { $afterText } never complete
    } one within the { $extended } tokens of the extended context.
figure-rope-scaling-table-caption = Wavelengths in positions
figure-rope-scaling-caption = { $name }, d = { $d }: every pair’s wavelength before (circles) and after { $method } (squares), against the original context of { $original } tokens.
figure-rope-scaling-caption-extended = { $name }, d = { $d }: every pair’s wavelength before (circles) and after { $method } (squares), against the original context of { $original } tokens and the extended { $extended }.
figure-rope-scaling-desc = A model learns what its pairs do over the context it was trained on. Pairs whose wavelength is shorter than that context have turned many times and are safe past it; pairs longer than it never completed a turn, so positions past the context give them angles the model never saw. The methods slow those pairs down (a longer wavelength) so that the extended context maps onto angles seen in training.
figure-rope-scaling-label = { $name }: { $pairs } pairs. Before scaling their wavelengths run from { $firstBefore } to { $lastBefore } positions; after { $method }, from { $firstAfter } to { $lastAfter }. { $kept } pairs keep their wavelength and { $stretched } are stretched. The original context { $original } and the extended context { $extended } are marked.

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# The share panel: the code that puts this view on another page, the table as text, the figures as files.

share-code-title = Put this view on another page
share-code-note = Only the settings that differ from the defaults are written.
# dist/sinusoidal-pe.js is a file name: keep it as it is.
share-tag-label = The tag (the page also loads dist/sinusoidal-pe.js)
share-tag-copy = Copy the tag
share-iframe-label = The link for an iframe (embed.html)
share-iframe-copy = Copy the link
# parent-origin= is a URL parameter: keep it as it is.
share-iframe-note = After parent-origin=, add the origin of your course page (such as https://course.example): the frame then tells only that page its height.
share-package-label = The command for a SCORM or H5P package of this quiz (npm run package)
share-package-copy = Copy the command
share-package-note = Run it in a copy of sinusoidal-pe. Without quiz-seed, each learner gets their own questions.
share-package-own = Save the question list as questions.json beside it first.
share-table-title = The table as text
share-table-note = The values as the table shows them, to its decimals, with its header rows.
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = The table as { $format }
share-table-copy = Copy as { $format }
share-figures-title = The figures as images
share-figures-note = SVG keeps every line sharp; PNG is drawn at twice the size, for print. Each file takes the figure's caption as its title.
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = Download { $figure } as { $type }
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = Copied { $what } to the clipboard.
share-selected = This page may not write to the clipboard, so { $what } is selected in its box: press Ctrl+C (⌘C on a Mac) to copy it.
# What a Copy button copies, as share-copied and share-selected name it.
share-what-tag = the tag
share-what-link = the link
share-what-command = the command
share-what-table = the table as { $format }
# $file: the name of the file saved (sinusoidal-pe-waves.svg).
share-saved = Saved { $file }.
# $message: why nothing was saved.
share-save-failed = Nothing was saved: { $message }
share-figure-empty = This figure has nothing drawn to save yet.
share-png-failed = The browser could not make the PNG.
# The first cell of a row of the copied table: token $token at position $position (numbers as written).
share-table-row = { $token } → pos { $position }

# (share messages: end of section)
