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

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# (share messages: end of section)
