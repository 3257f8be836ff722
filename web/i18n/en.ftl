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

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

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
