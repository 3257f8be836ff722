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

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# (share messages: end of section)
