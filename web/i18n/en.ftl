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

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".

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

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# (share messages: end of section)
