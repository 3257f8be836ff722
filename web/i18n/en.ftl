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

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# (share messages: end of section)
