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

# Between two messages of one text (a worked step of several sentences, a verdict and its slip).
core-sentence-gap = { " " }
core-value-equals = = { $value }
core-value-approximately = ≈ { $value }
core-value-in-parentheses = ({ $value })
core-word-sine = sine
core-word-cosine = cosine
core-word-layout-interleaved = interleaved
core-word-layout-concatenated = concatenated
core-unreadable-answer-too-long = The answer is too long to be a number (more than { $max } characters).
core-unreadable-not-a-number = Could not read a number in "{ $typed }".
core-unreadable-no-digits = The answer has a sign or a decimal point but no digits.
core-unreadable-after-the-number = Could not read "{ $rest }" after the number.
core-answer-unreadable = { $problem } Type a decimal number such as { $example }.
core-answer-correct = Correct: { $value } matches the exact value { $exact } to { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }.
core-answer-too-few-decimals = Right so far, but { $value } has only { $typed } { $typed ->
        [one] decimal
       *[other] decimals
    }; the question asks for at least { $asked } { $asked ->
        [one] decimal
       *[other] decimals
    }. Keep more digits of your result.
core-answer-too-small = Not quite: { $value } is too small by more than { $tolerance }, the error allowed at { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }. { $advice }
core-answer-too-large = Not quite: { $value } is too large by more than { $tolerance }, the error allowed at { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }. { $advice }
core-answer-advice-check-each-step = It is not a rounding matter: check each step of your working.
core-answer-advice-round-not-cut = It is close, though: check the last digits of your working, and round the last one rather than cutting it off.
core-answer-advice-check-rounding = It is close, though: check the last digits of your working and how you rounded.
core-answer-truncated = Not quite: { $value } looks like the exact value cut off after { $typed } { $typed ->
        [one] decimal
       *[other] decimals
    } instead of rounded. The digits dropped are worth at least half a unit of the last one kept, so that digit should go one up (away from zero).
core-answer-truncated-too-few-decimals = Not quite: { $value } looks like the exact value cut off after { $typed } { $typed ->
        [one] decimal
       *[other] decimals
    } instead of rounded. The digits dropped are worth at least half a unit of the last one kept, so that digit should go one up (away from zero); the question also asks for at least { $asked } { $asked ->
        [one] decimal
       *[other] decimals
    }.
core-answer-slip = Not quite: { $value } matches a common slip. { $explanation }
core-phrase-layout-concatenated = concatenated layout (all sines first, then all cosines)
core-phrase-layout-interleaved = interleaved layout (sin, cos, sin, cos, … as in the paper)
core-settings = Settings: d_model = { $dModel }, base { $base }.
core-settings-layout = Settings: d_model = { $dModel }, base { $base }, { $layout }.
core-settings-origin = Settings: d_model = { $dModel }, base { $base }, tokens numbered from { $origin }.
core-settings-layout-origin = Settings: d_model = { $dModel }, base { $base }, { $layout }, tokens numbered from { $origin }.
core-phrase-rope-pairs-concatenated = concatenated pairs (k, k + d/2) as in GPT-NeoX and Llama's rotate_half
core-phrase-rope-pairs-interleaved = interleaved pairs (2k, 2k + 1) as in RoFormer and GPT-J
core-rope-settings = Settings: RoPE on vectors of d = { $d } (one attention head), base { $base }.
core-rope-settings-layout = Settings: RoPE on vectors of d = { $d } (one attention head), base { $base }, { $pairs }.
core-rope-settings-origin = Settings: RoPE on vectors of d = { $d } (one attention head), base { $base }, tokens numbered from { $origin }.
core-rope-settings-layout-origin = Settings: RoPE on vectors of d = { $d } (one attention head), base { $base }, { $pairs }, tokens numbered from { $origin }.
core-formula-omega-zero = ω_0 = { $base }^0 = 1
core-formula-omega = ω_{ $k } = { $base }^(−{ $twoK }/{ $dModel }) ≈ { $omega }
core-formula-theta-zero = θ_0 = { $base }^0 = 1
core-formula-theta = θ_{ $k } = { $base }^(−{ $twoK }/{ $d }) ≈ { $theta }
core-list-gap = ;
core-list-gap-skipped = ; …;
core-list-end = { "." }
core-step-dot-terms = Terms:
core-step-dot-term = k = { $k }: cos({ $omega } × { $gap }) ≈ { $cosine }{ $after }
core-list-gap-more = ; ….
core-vector-list = [{ $entries }]
core-vector-sparse = { $entries } and 0 elsewhere
core-vector-zero = all zeros
core-step-rope-score-term = k = { $k } (coordinates { $first }, { $second }): { $dot } × cos({ $angle }) + { $cross } × sin({ $angle }) ≈ { $term }{ $after }
core-step-rope-score-no-terms = every pair of q or k is zero.
core-refuse-option-index = { $name } must be the index of an option, a whole number from 0 to { $last }; received { $received }.
core-check-choose-an-option = Choose one of the { $count } options by its number (0 to { $last }) or its letter (a to { $lastLetter }).
core-check-option-correct = Correct: option { $option } ("{ $statement }") is right.
core-check-option-wrong = Not quite: option { $option } ("{ $statement }") does not hold.
core-slip-name-degrees = angle taken in degrees
core-slip-name-sin-cos-swapped = sine and cosine swapped
core-slip-name-origin-off-by-one = index origin off by one
core-slip-name-exponent-uses-i = exponent built from i instead of 2k
core-slip-name-wrong-pair = the frequency of another pair used
core-slip-name-layout-concatenated = concatenated layout used instead of interleaved
core-slip-name-layout-interleaved = interleaved layout used instead of concatenated
core-slip-name-truncated = cut off instead of rounded
core-slip-name-angle-instead-of-value = the angle instead of its sine or cosine
core-slip-name-all-zeros-at-position-zero = PE(0) taken as all zeros
core-slip-name-base-matters-at-zero = the base taken to matter at position 0
core-slip-name-full-vector-repeats = whole vector assumed to repeat with the fastest pair
core-slip-name-fastest-pair-changes = the fastest pair assumed not to repeat
core-slip-name-aliasing-base-specific = repetition taken to depend on the base
core-slip-name-rotation-sign = rotation in the wrong direction
core-slip-name-rotation-uses-position = rotated by the position's angle instead of the offset's
core-slip-name-wavelength-missing-2pi = wavelength without the factor 2π
core-slip-name-wavelength-as-frequency = frequency given instead of wavelength
core-slip-name-wavelength-uses-full-base = exponent taken as 1 instead of (d_model − 2)/d_model
core-slip-name-wavelength-fastest-pair = wavelength of the fastest pair instead of the slowest
core-slip-name-base-too-small = a base whose longest wavelength is shorter than the context
core-slip-name-base-lambda-missing-2pi = base chosen without the factor 2π
core-slip-name-base-larger-than-needed = a base larger than needed
core-slip-name-dot-single-pair = only one pair counted
core-slip-name-dot-d-model = d_model terms instead of d_model/2
core-slip-name-dot-uses-positions = positions added instead of subtracted
core-slip-name-dot-sines-only = only the sine products summed
core-slip-name-rope-absolute-offset = |m − n| used for a signed offset
core-slip-name-rope-clockwise = rotation taken clockwise
core-slip-name-rope-one-based-index = RoFormer's one-based i read as the code's k
core-slip-name-ntk-exponent-dropped = NTK's exponent d/(d − 2) dropped
core-slip-name-interpolation-on-base = Position Interpolation applied to the base instead of the positions
core-unreadable-answer-empty = The answer is empty.
core-unreadable-answer-contains-control-character-which-not = The answer contains a control character, which is not part of a number.
core-unreadable-nan-not-number-can-checked = NaN is not a number that can be checked.
core-unreadable-infinity-not-answer-can-checked = Infinity is not an answer that can be checked.
core-unreadable-hexadecimal-numbers-not-accepted-write-value = Hexadecimal numbers are not accepted; write the value in decimal.
core-unreadable-answer-has-more-than-one-decimal = The answer has more than one decimal point or comma.
core-unreadable-exponent-after-e-has-no-digits = The exponent after "e" has no digits (write for example 2e-2).
core-unreadable-number-too-large-read = The number is too large to be read.
core-refuse-decimals-must-whole-number-from-0 = decimals must be a whole number from 0 to { $maxDecimals }; received { $decimals }.
core-refuse-expected-must-finite-number-received = expected must be a finite number; received { $expected }.
core-refuse-power-ten-must-whole-number-from = The power of ten must be a whole number from -400 to 400; received { $power }.
core-refuse-quantity-has-no-value-core-can = This quantity has no value the core can compute: a logarithm or power of a number that is not positive, a division by zero, or an argument too large.
core-refuse-quantity-written-with-at-most-18 = A quantity is written with at most 18 digits; at the power of ten { $power } it has more.
core-slip-explain-all-zeros-at-position-zero = It looks like PE at position 0 was taken to be all zeros. Only the sines are 0 there; every cosine coordinate is cos 0 = 1.
core-slip-explain-degrees = It looks like the angle was taken in degrees: { $fn }({ $angle }°) = { $value }. The formula measures angles in radians, so the value is { $fn }({ $angle } rad).
core-slip-explain-sin-cos-swapped = It looks like sine and cosine were swapped: { $swappedFn }({ $angle }) = { $value }, but coordinate { $coordinate } holds the { $function } of pair { $pair } in the { $layout } layout.
core-slip-explain-position-counted-from-one = It looks like positions were counted from 1, taking pos = { $pos } − 1 = { $posMinusOne }: that gives { $value }. PE({ $pos }) is at the formula position pos = { $pos }, counted from 0.
core-slip-explain-position-plus-one = It looks like 1 was added to the position: with pos = { $pos } + 1 = { $posPlusOne } you get { $value }. The formula takes the position as given, pos = { $pos }.
core-slip-explain-token-as-position = It looks like the token number was used as the position: with pos = { $token } you get { $value }. Tokens are numbered from 1 here, so token { $token } is at position { $token } − 1 = { $pos }.
core-slip-explain-token-counted-from-one = It looks like positions were counted from 1: with pos = { $token } + 1 = { $posPlusOne } you get { $value }. Tokens are numbered from 0 here, so token { $token } is at position { $pos }.
core-slip-explain-token-minus-one = It looks like 1 was subtracted from the token number: with pos = { $token } − 1 = { $pos } you get { $value }. Tokens are numbered from 0 here, so no subtraction is needed: pos = { $token }.
core-slip-explain-exponent-uses-i = It looks like the exponent was built from the coordinate index i = { $coordinate } instead of 2k = { $twoK }: { $fn }({ $pos } / { $base }^({ $coordinate }/{ $dModel })) = { $value }. Both coordinates of pair k share the exponent 2k/d_model.
core-slip-explain-exponent-uses-two-i = It looks like the exponent used 2i = { $twoI } instead of 2k = { $twoK }: { $fn }({ $pos } / { $base }^({ $twoI }/{ $dModel })) = { $value }. In PE(pos, 2k) the 2k is the pair's even coordinate, not twice the coordinate index.
core-slip-explain-other-layout = It looks like the { $usedLayout } layout was used: there coordinate { $coordinate } is the { $usedFunction } of pair { $usedPair }, which gives { $value }. This question uses the { $layout } layout, where it is the { $function } of pair { $pair }.
core-slip-explain-pair-zero-frequency = It looks like the position was used as the angle, as for pair 0: { $fn }({ $pos }) = { $value }. Coordinate { $coordinate } belongs to pair k = { $pair }, so the position is divided by { $base }^({ $twoK }/{ $dModel }) first: the angle is { $theta } rad.
core-slip-explain-neighbour-pair = It looks like the frequency of pair { $usedPair } was used: { $fn }({ $pos } / { $base }^({ $twoJ }/{ $dModel })) = { $value }. Coordinate { $coordinate } belongs to pair k = { $pair }, so the exponent is 2k/d_model with k = { $pair }.
core-slip-explain-angle-instead-of-value = It looks like the answer stopped at the angle, { $angle } rad. The coordinate is the { $function } of that angle, which always lies between −1 and 1.
core-refuse-layout-must-interleaved-sin-cos-sin = layout must be "interleaved" (sin, cos, sin, cos, ... as in the paper) or "concatenated" (all sines, then all cosines); received "{ $name }".
core-refuse-d-model-must-positive-even-integer = d_model must be a positive even integer, because coordinates come in sine-cosine pairs that share one frequency; received { $dModel }.
core-refuse-d-model-too-large = d_model must be at most { $max } so that the page stays responsive; received { $received }.
core-refuse-base-must-finite-number-greater-than = base must be a finite number greater than 1, so that the frequencies fall from one pair to the next; received { $base }.
core-refuse-coordinate-index-must-whole-number-from = The coordinate index must be a whole number from 0 to { $dModel } (d_model - 1); received { $i }.
core-refuse-pair-index-k-must-whole-number = The pair index k must be a whole number from 0 to { $pairs } (d_model/2 - 1); received { $k }.
core-refuse-position-not-finite = { $name } must be a finite number; received { $received }.
core-refuse-position-beyond-2-53 = { $name } must be at most 2^53 = 9007199254740992 in size, because past it a double cannot hold every whole token number: the position computed would not be the one asked for; received { $received }.
core-subject-position = A position
core-subject-offset = An offset
core-subject-query-position = A query's position m
core-subject-key-position = A key's position n
core-subject-relative-distance = A relative distance r
core-refuse-origin-must-0-or-1-number = origin must be 0 or 1 (the number of the first token); received { $origin }.
core-refuse-token-not-whole = The { $name } must be a whole number of at most 10^15 in size; received { $received }.
core-name-token-number = token number
core-name-offset = offset
core-name-query-token-number = query's token number m
core-name-key-token-number = key's token number n
core-refuse-table-too-large = A table of { $positions } positions x d_model { $dModel } has more than { $max } values, the most this page computes at once; use fewer positions or a smaller d_model.
core-refuse-exact-quantitys-operation-not-one-cores = An exact quantity's operation { $code } is not one of the core's (0 to 15).
core-refuse-exact-quantitys-number-must-finite-number = An exact quantity's number must be a finite number after operation 0.
core-refuse-exact-quantitys-operation-lacks-operand = An exact quantity's operation { $code } lacks an operand.
core-refuse-exact-quantitys-power-base-n-d = An exact quantity's power base^(n/d) takes three numbers: a base above 0, n and a d above 0.
core-refuse-exact-quantitys-sum-over-pairs-takes = An exact quantity's sum over pairs takes five numbers: two positions of at most 2^53, a base above 1, an even d_model and a count of pairs from 1 to d_model/2.
core-refuse-exact-quantity-nests-more-than-values = An exact quantity nests more than { $stack } values.
core-refuse-exact-quantity-must-leave-one-value = An exact quantity must leave one value; this one leaves { $depth }.
core-prompt-aliasing-fastest-pair-k-0-0-1 = The fastest pair (k = 0, ω_0 = 1) has a period of exactly 2π, so at the formula position pos = { $piMultiple }π ≈ { $pos } its sine and cosine are back at 0 and 1, as at pos = 0. Does the rest of the vector repeat too? Compute coordinate { $i } (it belongs to pair k = { $pair }) at pos = { $piMultiple }π; here pos is a formula position, not a token number. Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-hint-aliasing-pair-k-turns-at-k-b = Pair k turns at ω_k = b^(−2k/d_model); at pos = { $piMultiple }π its angle is ω_k × { $piMultiple }π, which is a whole number of turns only if ω_k × { $turns } is a whole number.
core-step-aliasing-frequency = Its frequency is { $frequency }.
core-step-aliasing-at-pos-angle-rad-turns = At pos = { $piMultiple }π the angle is θ = { $omega } × { $pos } ≈ { $theta } rad, that is { $theta4 } turns.
core-step-aliasing-while-at-pos-0-same-coordinate = { $f }({ $theta }) ≈ { $value }, while at pos = 0 the same coordinate is { $f } 0 = { $isSine }.
core-step-aliasing-with-d-model-2-there-only = With d_model = 2 there is only the fastest pair, so here the whole vector does repeat: one reason encodings use many pairs with different frequencies.
core-step-aliasing-pe-pe-0-although-fastest-pair = So PE({ $piMultiple }π) ≠ PE(0) although the fastest pair repeats: a single pair can alias, but all pairs would have to complete whole turns at once for the vector to repeat, which the spread of frequencies prevents over any realistic range.
core-slip-aliasing-whole-vector-assumed-repeat-with-fastest = It looks like the whole vector was assumed to repeat with the fastest pair, which gives the value at pos = 0, { $atZero }. Pair { $pair } turns at ω = { $omega }, so by pos = { $piMultiple }π it has moved { $theta } rad, not a whole turn.
core-refuse-aliasing-choice-question-needs-d-model = The aliasing choice question needs d_model of at least 4: with d_model = 2 the single pair repeats, and so does the whole vector.
core-aliasing-only-fastest-pair-completes-whole-turns = Only the fastest pair completes whole turns over { $piMultiple }π; the other pairs turn at smaller frequencies and end up elsewhere on their circles.
core-aliasing-fastest-pair-has-0-1-period = The fastest pair has ω_0 = 1 and period exactly 2π, so over { $piMultiple }π it comes back exactly to where it was.
core-prompt-aliasing-settings-d-model-base-at-formula = Settings: d_model = { $dModel }, base { $base }. At the formula positions p and p + { $piMultiple }π the fastest pair (ω_0 = 1) has exactly the same sine and cosine. What can you say about the full vectors PE(p) and PE(p + { $piMultiple }π)?
core-hint-aliasing-compare-angle-each-pair-turns-through = Compare the angle each pair turns through over { $piMultiple }π with a whole number of turns.
core-step-aliasing-over-fastest-pair-turns-whole-turn = Over { $piMultiple }π ≈ { $pos } the fastest pair turns { $turns } whole { $turns ->
        [one] turn
       *[other] turns
    } and comes back.
core-step-aliasing-pair-1-has-turns-through-rad = Pair 1 has { $frequency }, so it turns through { $theta1 } rad, { $theta12 } of a turn: from p = 0 its sine goes from 0 to { $sinOf }.
core-step-aliasing-pe-p-pe-p-one-pair = So PE(p) ≠ PE(p + { $piMultiple }π): one pair can alias, but the vector repeats only if every pair completes whole turns at once.
core-question-kind-coordinate = a coordinate question
core-question-kind-aliasing = an aliasing question
core-question-kind-rotation = a rotation question
core-question-kind-wavelength = a wavelength question
core-question-kind-dot = a dot question
core-question-kind-rope-angle = a rope-angle question
core-question-kind-rope-score = a rope-score question
core-question-kind-rope-scaled = a rope-scaled question
core-question-kind-rope-turns = a rope-turns question
core-question-kind-position-zero-choice = a position-zero-choice question
core-refuse-spec-unknown-parameter = question spec: { $name } is not a parameter of { $question }, which takes { $others } and { $last }.
core-refuse-spec-unknown-parameter-takes-one = question spec: { $name } is not a parameter of { $question }, which takes { $last }.
core-refuse-spec-given-twice = question spec: { $name } is given twice.
core-refuse-spec-missing = question spec: { $question } needs { $name }; { $rule }.
core-refuse-spec-not-a-number = question spec: { $name } = { $received } is not a number; { $rule }.
core-refuse-spec-out-of-range = question spec: { $name } = { $received } is out of range; { $rule }.
core-refuse-spec-not-a-list = question spec: { $name } = { $received } is not a list; { $rule }.
core-refuse-spec-entry-out-of-range = question spec: { $name } is out of range; { $rule }.
core-refuse-spec-entry-missing = question spec: { $name } needs { $stem }{ $missing }]; { $rule }.
core-refuse-spec-not-an-object = question spec: { $name } = { $received } is not an object such as { $example }.
core-refuse-spec-object-missing = question spec: { $question } needs { $name }, an object such as { $example }.
core-refuse-spec-not-allowed = question spec: { $name } = { $received } is not allowed; { $rule }.
core-refuse-spec-kind-missing = question spec: kind is missing; it is one of { $kinds } or { $last }.
core-refuse-spec-kind-unknown = question spec: kind "{ $kind }" is not a question kind; it is one of { $kinds } or { $last }.
core-rule-decimals = decimals is a whole number from 1 to { $max }
core-rule-token = a token number is a whole number from { $origin } to 10^15 (tokens are numbered from { $origin })
core-rule-rope-token = a token number is a whole number from { $origin } to 10^6 (tokens are numbered from { $origin })
core-rule-pair = with d_model = { $dModel } the pair index k is a whole number from 0 to { $last }
core-rule-coordinate = with d_model = { $dModel } the coordinate index is a whole number from 0 to { $last }
core-rule-offset = from token number { $token } the offset is a whole number from { $lowest } to { $highest }, so that it lands on a token number from { $origin } to 10^15
core-rule-rope-score-vectors = with d_model = { $dModel } q and k are lists of { $dModel } numbers from −1000 to 1000 (q[0] to q[{ $last }])
core-rule-turns = turns is a whole number from 1 to 1000
core-rule-context = the context length is a whole number of tokens from 1 to 10^12
core-rule-rope-scaled-quantity = quantity is "frequency" (θ'_k) or "wavelength" (λ'_k)
core-refuse-seed-must-whole-number-from-0 = seed must be a whole number from 0 to 2^53 (9007199254740992); received { $seed }.
core-refuse-count-must-whole-number-from-1 = count must be a whole number from 1 to { $maxQuizCount } (questions in one quiz); received { $count }.
core-refuse-topics-must-sinusoidal-2017-encoding-rope = topics must be "sinusoidal" (the 2017 encoding), "rope" or "both"; received "{ $topics }".
core-refuse-coordinate-question-about-cell-b-c = A coordinate question is about cell A, B, C or F; received "{ $std }".
core-prompt-coordinate-first-token-token-number-what-coordinate = The first token is token number { $token }. What is coordinate { $i } of its positional encoding?
core-hint-coordinate-work-out-formula-position-first-token = Work out the formula position of the first token (pos = t − { $o }), then ask what sine and cosine are at that angle.
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = Coordinate { $i } belongs to the fastest pair (k = 0, ω_0 = 1). What is its value for token number { $token }?
core-hint-coordinate-with-0-1-angle-radians-equals = With ω_0 = 1 the angle in radians equals the position pos = t − { $o }. One full turn is 2π ≈ 6.2832 positions, so see how far past a whole turn it is.
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = Coordinate { $i } belongs to the slowest pair (k = { $pair }). What is its value for token number { $token }?
core-hint-coordinate-slowest-pair-has-over-small-arc = The slowest pair has ω = { $base }^(−{ $pair }/{ $dModel }). Over a small arc the sine is just below the angle itself (sin x ≈ x − x³/6).
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = What is coordinate { $i } of the positional encoding of token number { $token }?
core-hint-coordinate-find-pair-k-coordinate-frequency-k = Find the pair k of the coordinate and its frequency ω_k = b^(−2k/d_model), then the { $function } of the angle pos·ω_k in radians (pos = t − { $o }).
core-prompt-coordinate-token-number-lies-far-beyond-short = Token number { $token } lies far beyond short training lengths. What is coordinate { $i } of its positional encoding?
core-hint-coordinate-angle-pos-k-large-but-sine = The angle pos·ω_k is large, but sine and cosine repeat every 2π: evaluate it in radians (or subtract whole turns first).
core-prompt-coordinate-give-at-least-decimal-place = Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-coordinate-token-number-with-tokens-numbered-from = Token number { $token } with tokens numbered from { $o } is at formula position pos = { $token } − { $o } = { $pos }.
core-step-coordinate-frequency = Its frequency is { $frequency }.
core-step-coordinate-angle-pos-rad = The angle is θ = pos · ω_{ $pair } = { $pos } × { $omega } { $theta } rad.
core-step-coordinate-every-pair-has-angle-0-at = Every pair has angle 0 at pos = 0, and sin 0 = 0, cos 0 = 1, so coordinate { $i } is { $f } 0 = { $value }.
core-step-coordinate-pe-0-not-zero-vector-all = PE(0) is not the zero vector: all sines are 0 and all cosines 1, whatever the base (here { $vectorAtZero }).
core-step-coordinate-nearest-turns = The nearest whole number of turns is { $turns } ({ $turns } × 2π ≈ { $turnsAngle }), so the angle is { $rest } rad { $side } that, close to the start of the circle.
core-step-coordinate-value-after-turns = { $fn }({ $angle }) = { $fn }({ $rest }) ≈ { $value }, which is { $rounded } to { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }.
core-step-coordinate-value = { $fn }({ $angle }) ≈ { $value }, which is { $rounded } to { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }.
core-step-coordinate-fastest-pair-comes-back-close-start = The fastest pair comes back close to its start every 2π ≈ 6.28 positions, but never exactly on an integer position; slower pairs tell such positions apart.
core-step-coordinate-only-full-turn-small-arc = That is only { $theta } of a full turn, a small arc.
core-step-coordinate-sine-below-angle-only-about-6 = The sine is below the angle by only about θ³/6 ≈ { $theta }: this pair changes almost linearly with position, which makes it a coarse, global position signal.
core-step-coordinate-about-turns-removing-whole-turns-leaves = That is about { $theta } turns; removing { $turns } whole turns leaves { $theta2 } rad.
core-step-coordinate-however-large-position-every-coordinate-stays = However large the position, every coordinate stays in [−1, 1] and the whole vector has length √(d_model/2) ≈ { $powOf }: nothing grows with the position.
core-prompt-dot-what-dot-product-pe-pe-encodings = What is the dot product PE({ $tokenP }) · PE({ $tokenQ }) of the encodings of token numbers { $tokenP } and { $tokenQ }? Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-dot-each-pair-k-contributes-sin-k = Each pair k contributes sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q)), so PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) over the { $pairs } { $pairs ->
        [one] pair
       *[other] pairs
    }.
core-step-dot-gap-p-q-index-origin-cancels = The gap is p − q = { $tokenP } − { $tokenQ } = { $gap } (the index origin cancels in the difference, and the layout only reorders the terms).
core-step-dot-sum = Sum: { $value }, which is { $rounded } to { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }.
core-step-dot-at-zero-gap-every-term-cos = At zero gap every term is cos 0 = 1, so the dot product is d_model/2 = { $pairs }: |PE(t)|² is the same for every token.
core-step-dot-swapping-two-tokens-turns-gap-into = Swapping the two tokens turns the gap into { $gap }, and cosine is even, so the value is the same; any two tokens { $std } apart give it too.
core-slip-dot-only-pair-counted-cos-dot-product = It looks like only pair { $k } was counted: cos(ω_{ $k } × { $gap }) ≈ { $vValue }. The dot product adds one such term for each of the { $pairs } { $pairs ->
        [one] pair
       *[other] pairs
    }.
core-slip-dot-every-coordinate-counted-as-full-term = It looks like every coordinate was counted as a full term, which doubles the sum: { $value }. Each pair gives one term, sin·sin + cos·cos = cos(ω_k (p − q)), so there are d_model/2 terms, not d_model.
core-slip-dot-positions-added-k-cos-k-p = It looks like the positions were added: Σ_k cos(ω_k (p + q)) ≈ { $sumPositions }. The identity gives cos(ω_k (p − q)): only the gap matters.
core-slip-dot-only-sine-products-summed-k-sin = It looks like only the sine products were summed: Σ_k sin(ω_k p) sin(ω_k q) ≈ { $sines }. Each pair contributes sin·sin + cos·cos.
core-slip-dot-angles-taken-degrees-k-cos-k = It looks like the angles were taken in degrees: Σ_k cos(ω_k · { $gap }°) ≈ { $degrees }. The formula measures angles in radians.
core-slip-dot-exponent-built-from-pair-index-k = It looks like the exponent was built from the pair index k instead of 2k, as b^(k/d_model): that gives { $exponentK }. Pair k's frequency is b^(−2k/d_model).
core-prompt-position-zero-which-statement-describes-positional-encoding-first = Which statement describes the positional encoding of the first token, token number { $origin }?
core-step-position-zero-token-number-at-formula-position-pos = Token number { $origin } is at formula position pos = { $origin } − { $origin } = 0.
core-step-position-zero-every-pairs-angle-k-0-0 = Every pair's angle is ω_k · 0 = 0, whatever ω_k, so every sine is sin 0 = 0 and every cosine is cos 0 = 1.
core-step-position-zero-pe-0-layout-fixed-pattern-length = So PE(0) = { $vectorAtZero } in the { $layout } layout: a fixed pattern of length √(d_model/2), not the zero vector.
core-refuse-turns-must-whole-number-from-1 = turns must be a whole number from 1 to 1000; received { $turns }.
core-refuse-context-length-must-whole-number-tokens = The context length must be a whole number of tokens from 1 to 10^12; received { $context }.
core-refuse-option-order-must-permutation-0-1 = The option order must be a permutation of 0, 1, 2, 3.
core-refuse-question-asks-for-1-decimals-received = A question asks for 1 to { $maxDecimals } decimals; received { $decimals }.
core-refuse-rope-token-out-of-range = The { $name } must be a whole number from { $origin } to 10^6 (tokens numbered from { $origin }); received { $received }.
core-step-question-builder-interleaved-layout-even-coordinates-sines-odd = In the interleaved layout even coordinates are sines and odd ones cosines, and coordinates 2k and 2k + 1 form pair k; so coordinate { $i } is the { $function } of pair k = { $pair }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines = In the concatenated layout coordinates 0 to { $half } are sines and { $half1 } to { $dModel } cosines, so coordinate { $i } is the { $function } of pair k = { $i }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 = In the concatenated layout coordinates 0 to { $half } are sines and { $half1 } to { $dModel } cosines, so coordinate { $i } is the { $function } of pair k = { $i } − { $half1 } = { $pair }.
core-prompt-rope-angle-rope-turns-pair-k-coordinates-query = RoPE turns pair k = { $k } (coordinates { $first } and { $second }) of the query or key of token number { $token } by an angle. What is that angle in radians, counter-clockwise positive, as the whole product m·θ_k (whole turns not removed)? Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-rope-angle-tokens-position-m = The token's position is m = { $token } − { $o } = { $m }.
core-step-rope-angle-pair-k-turns-at-rad-per = Pair k = { $k } turns at { $frequency } rad per position.
core-step-rope-angle-angle-m-rad-counter-clockwise-roformers = The angle is m·θ_{ $k } = { $m } × { $theta } { $angle } rad, counter-clockwise: RoFormer's block [[cos, −sin], [sin, cos]] turns (x_a, x_b) to (x_a cos − x_b sin, x_a sin + x_b cos).
core-step-rope-angle-whole-turn-rad-more-layout-decides = That is { $turns } whole { $turns ->
        [one] turn
       *[other] turns
    } and { $angle } rad more; the layout decides only which two coordinates form the pair, not the angle.
core-step-rope-angle-less-than-one-turn-layout-decides = That is less than one turn; the layout decides only which two coordinates form the pair, not the angle.
core-slip-rope-angle-pair-turned-clockwise-m-k-rope = It looks like the pair was turned clockwise: that is −m·θ_k { $angle }. RoPE turns counter-clockwise, by +m·θ_k.
core-slip-rope-angle-angle-given-degrees-question-asks-for = It looks like the angle was given in degrees, { $inDegrees }°. The question asks for radians.
core-slip-rope-angle-roformers-i-b-2-i-1 = It looks like RoFormer's θ_i = b^(−2(i − 1)/d) was used with its one-based i taken as k = { $k }: that gives m × { $base }^(−{ $k2 }/{ $dModel }) { $oneBased }. RoFormer counts pairs from i = 1; with the code's k from 0, θ_k = b^(−2k/d).
core-slip-rope-angle-position-taken-as-instead-m-gives = It looks like the position was taken as { $off } instead of m = { $m }: that gives { $shifted }. With tokens numbered from { $o }, token number { $token } is at position { $m }.
core-scaling-linear = Position Interpolation (linear scaling, factor { $factor })
core-scaling-ntk = NTK-aware scaling (factor { $factor })
core-scaling-dynamic = dynamic NTK scaling (factor { $factor }, original context { $originalContext }, a sequence of { $length } tokens)
core-scaling-yarn = YaRN (factor { $factor }, original context { $originalContext }, betaFast { $betaFast }, betaSlow { $betaSlow }{ $truncate })
core-scaling-llama3 = Llama 3.1's scaling (llama3: factor { $factor }, original context { $originalContext }, lowFreqFactor { $lowFreqFactor }, highFreqFactor { $highFreqFactor })
core-refuse-rope-scaled-question-needs-scaling-method = A rope-scaled question needs a scaling method; received none.
core-prompt-rope-scaled-wavelength = The model's context is extended with { $method }. What is pair k = { $k }'s wavelength λ'_{ $k } = 2π/θ'_{ $k } after scaling, in positions? Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-prompt-rope-scaled-frequency = The model's context is extended with { $method }. What is pair k = { $k }'s frequency θ'_{ $k } after scaling, in radians per position? Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-rope-scaled-unscaled = Unscaled, { $frequency }.
core-step-rope-scaled-position-interpolation-reads-position-m-as = Position Interpolation reads position m as m/{ $factor }, which is the same as dividing every θ_k by { $factor }: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-dynamic-factor = Dynamic NTK uses L = max(length, original context) = { $length }: s·L/L₀ − (s − 1) = { $factor } × { $length }/{ $originalContext } − { $factorMinusOne } = { $raised }{ $remark }
core-step-rope-scaled-ntk-aware-scaling-raises-base-b = NTK-aware scaling raises the base: b' = b × { $raised }^(d/(d − 2)) = { $base } × { $raised }^({ $dModel }/{ $dModel3 }) ≈ { $base4 }, so θ'_{ $k } = b'^(−{ $k6 }/{ $dModel }) ≈ { $scaledExactly }.
core-step-rope-scaled-with-d-2-only-pair-has = With d = 2 the only pair has θ_0 = 1 whatever the base, so θ'_0 = 1.
core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow = YaRN finds the pairs that turn betaFast = { $betaFast } and betaSlow = { $betaSlow } times over the original context: k(β) = d·ln(L₀/(2πβ))/(2·ln b) gives k({ $betaFast }) ≈ { $low } and k({ $betaSlow }) ≈ { $high }.
core-step-rope-scaled-ramp = { $range }between pairs { $lo } and { $hi } the share of θ_k/s grows linearly: for k = { $k } it is γ = clamp((k − { $lo })/({ $hi } − { $lo }), 0, 1) = { $ramp }.
core-step-rope-scaled-yarn-frequency = θ'_{ $k } = (1 − γ)·θ_{ $k } + γ·θ_{ $k }/{ $factor } ≈ { $scaledExactly }{ $remark }
core-step-rope-scaled-llama-3-1-compares-wavelength-2 = Llama 3.1 compares the wavelength λ_{ $k } = 2π/θ_{ $k } ≈ { $wavelength } with L₀/highFreqFactor = { $shortest } and L₀/lowFreqFactor = { $longest }.
core-step-rope-scaled-shorter-than-pair-keeps-frequency = λ_{ $k } is shorter than { $shortest }, so the pair keeps its frequency: θ'_{ $k } = θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-longer-than-pair-interpolated = λ_{ $k } is longer than { $longest }, so the pair is interpolated: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-lies-between-two-mixed-smooth-l = λ_{ $k } lies between the two, so θ_{ $k } is mixed: smooth = (L₀/λ_{ $k } − { $lowFreqFactor })/({ $highFreqFactor } − { $lowFreqFactor }) ≈ { $smooth }, θ'_{ $k } = (1 − smooth)·θ_{ $k }/{ $factor } + smooth·θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-wavelength = λ'_{ $k } = 2π/θ'_{ $k } ≈ { $value } positions{ $comparison }
core-phrase-rope-scaled-times-longer = , { $times } times λ_{ $k }.
core-phrase-rope-scaled-as-before = , as before scaling.
core-slip-rope-scaled-factor-multiplied-base-b-2k-d = It looks like the factor multiplied the base, (b·{ $factor })^(−2k/d): that gives { $onBase }. Position Interpolation divides the positions (m/{ $factor }), so every θ_k is divided by { $factor }.
core-slip-rope-scaled-base-multiplied-without-exponent-d-d = It looks like the base was multiplied by { $raised } without the exponent d/(d − 2) = { $dModel }/{ $dModel2 }: that gives { $dropped }. NTK-aware scaling raises the base to b·{ $raised }^(d/(d − 2)), so that the slowest pair is interpolated by exactly the factor.
core-slip-rope-scaled-2-left-out-1-pair-repeats = It looks like 2π was left out: 1/θ'_{ $k } ≈ { $scaledExactly }. A pair repeats when its angle grows by 2π, so λ' = 2π/θ'.
core-slip-rope-scaled-roformers-i-b-2-i-1 = It looks like RoFormer's θ_i = b^(−2(i − 1)/d) was used with its one-based i taken as k = { $k }, the frequency of pair { $k1 }: that gives { $shifted }. With k counted from 0, θ_k = b^(−2k/d).
core-refuse-must-number-from-1000-1000-received = { $name }[{ $j }] must be a number from −1000 to 1000; received { $j2 }.
core-prompt-rope-score-query-q-at-token-number-m = A query q = { $query } is at token number m = { $tokenM } and a key k = { $key } at token number n = { $tokenN }. RoPE turns each pair of q by m·θ_k and each pair of k by n·θ_k, counter-clockwise. What is the attention score q_m · k_n, the dot product of the two turned vectors (before the 1/√d scaling)? Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-rope-score-only-signed-offset-counts-m-n = Only the signed offset counts: m − n = { $tokenM } − { $tokenN } = { $offset } (the numbering of the tokens cancels).
core-step-rope-score-sum = Sum: { $value }, which is { $rounded } to { $decimals } { $decimals ->
        [one] decimal
       *[other] decimals
    }. The same two vectors at tokens m + t and n + t give the same score for any t.
core-slip-rope-score-distance-m-n-used-for-offset = It looks like the distance |m − n| = { $std } was used for the offset: that gives { $absolute }. The sine terms change sign with m − n = { $offset }, so the score depends on the signed offset (turning both vectors clockwise gives the same wrong value).
core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns = It looks like the pairs were turned clockwise: that gives { $clockwise }. RoPE turns them counter-clockwise, [[cos, −sin], [sin, cos]].
core-slip-rope-score-coordinates-paired-other-way-gives-here = It looks like the coordinates were paired the other way, { $sValue }: that gives { $otherLayout }. Here the pairs are { $sValue2 }.
core-slip-rope-score-angles-taken-degrees-gives-m-n = It looks like the angles were taken in degrees: that gives { $inDegrees }. (m − n)·θ_k is in radians.
core-slip-rope-score-roformers-i-b-2-i-1 = It looks like RoFormer's θ_i = b^(−2(i − 1)/d) was used with its one-based i taken as the code's k: that gives { $shifted }. With k counted from 0, θ_k = b^(−2k/d).
core-prompt-rope-turns-pair-k-turns-k-b-2k = Pair k turns by θ_k = b^(−2k/d) per position, so it completes one full turn every λ_k = 2π/θ_k positions. Within a context of { $context } tokens, how many of the { $pairs } pairs do not complete a single turn (λ_k longer than the context)?
core-prompt-rope-turns-give-at-least-decimal-place = Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-rope-turns-k-2-2k-exactly-when-k = λ_k = 2π·{ $base }^(2k/{ $dModel }) > { $context } exactly when k > { $dModel }·ln({ $context }/2π)/(2·ln { $base }) ≈ { $threshold }.
core-step-rope-turns-no-pair-above-even-slowest-k = No pair is above it: even the slowest, k = { $pairs }, has λ ≈ { $wavelength } ≤ { $context }, so every pair turns at least once.
core-step-rope-turns-pairs-k-above-slowest-completes-only = The pairs k = { $count } … { $pairs } are above it ({ $count2 } of { $pairs3 }): the slowest completes only { $context } of a turn. These are the pairs a model never saw turn in full during training, the ones YaRN and Llama 3.1 interpolate when the context is extended.
core-slip-rope-turns-2-left-out-wavelength-b-2k = It looks like 2π was left out of the wavelength, b^(2k/d) compared with { $context }: that counts { $pairsLongerThan } { $pairsLongerThan ->
        [one] pair
       *[other] pairs
    }. λ_k = 2π·b^(2k/d).
core-slip-rope-turns-roformers-one-based-i-read-as = It looks like RoFormer's one-based i was read as the code's k, λ = 2π·b^(2(k − 1)/d): that counts { $pairsLongerThan } { $pairsLongerThan ->
        [one] pair
       *[other] pairs
    }. With k counted from 0, λ_k = 2π·b^(2k/d).
core-prompt-rotation-for-token-number-pair-k-holds = For token number { $token }, pair k = { $k } ({ $frequency }) holds sin θ = { $sinT } and cos θ = { $cosT }.
core-prompt-rotation-token-number-offset-fixed-offset-rotates = Token number { $target } is { $distance } { $positions }{ $later } (offset Δ = { $offset }). A fixed offset rotates each pair: from these two values, compute the { $function } of pair { $k } at token number { $target }. Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-hint-rotation-rotation-angle-k-keeps-sign-then = The rotation angle is φ = ω_k · Δ and keeps the sign of Δ. Then sin(θ + φ) = sin θ cos φ + cos θ sin φ and cos(θ + φ) = cos θ cos φ − sin θ sin φ.
core-step-rotation-rotation-angle-rad = The rotation angle is φ = ω_{ $k } · Δ = { $omega } × { $offset } { $phi } rad{ $backwards }
core-step-rotation-cos-sin = cos φ ≈ { $cp } and sin φ ≈ { $sp }.
core-step-rotation-with-pair-stacked-sine-first-cos = With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] at token { $token } to the pair at token { $target }. Top row: sin θ cos φ + cos θ sin φ = { $sinT } × { $cp } + { $cosT } × { $sp } ≈ { $value }.
core-step-rotation-with-pair-stacked-sine-first-cos-2 = With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] at token { $token } to the pair at token { $target }. Bottom row: cos θ cos φ − sin θ sin φ = { $cosT } × { $cp } − { $sinT } × { $sp } ≈ { $value }.
core-step-rotation-check-directly-angle-depends-only-on = Check: directly, { $fnName }(ω_{ $k } × { $offset }) ≈ { $fnOf }. The angle φ depends only on Δ, not on the token: the same matrix shifts every position by { $offset4 }.
core-slip-rotation-pair-rotated-instead-gives-offset-rotates = It looks like the pair was rotated by −φ instead of +φ: that gives { $wrongSign }. The offset Δ = { $offset } rotates by φ = ω_k · Δ { $phi } rad, sign included{ $offset3 }
core-slip-rotation-row-used-gives-but-question-asks = It looks like the { $askSine } row was used: it gives { $otherRow }, but the question asks for the { $function } of the pair.
core-slip-rotation-taken-degrees-rotating-gives-k-radians = It looks like φ = { $phi } was taken in degrees: rotating by { $phi }° gives { $inDegrees }. φ = ω_k · Δ is in radians.
core-slip-rotation-pair-rotated-angle-token-itself-k = It looks like the pair was rotated by the angle of token { $target } itself, ω_k × { $offset } { $psi } rad, which gives { $absolute }. The rotation for an offset is φ = ω_k · Δ, whatever the position.
core-formula-fraction = { $numerator }/{ $denominator }
core-prompt-wavelength-pair-k-turns-at-wavelength-number = Pair k = { $k } turns at { $frequency }. Its wavelength λ_{ $k } is the number of positions it needs for one full turn. What is λ_{ $k }? Then compare it with a context of { $context } tokens. Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-wavelength-pair-k-has-exponent-2k-d = Pair k = { $k } has the exponent 2k/d_model = { $exponent }, so { $frequency }.
core-step-wavelength-0-2-0-2-positions-fastest = λ_0 = 2π/ω_0 = 2π ≈ { $lambda } positions: the fastest pair turns once every 2π positions, whatever the base.
core-step-wavelength-2-2-2-positions = λ_{ $k } = 2π/ω_{ $k } = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } positions.
core-step-wavelength-over-context-pair-turns-only-times = λ_{ $k } ≥ { $context }: over the context pair { $k } turns only { $lambda } times, less than once.
core-step-wavelength-over-context-pair-wraps-about-times = λ_{ $k } < { $context }: over the context pair { $k } wraps about { $lambda } times, so on its own it repeats; the slower pairs (larger k) tell distant positions apart.
core-slip-wavelength-2-left-out-1-pair-repeats = It looks like 2π was left out: 1/ω_{ $k } = { $base }^({ $exponent }) ≈ { $power }. A pair repeats when its angle grows by 2π, so λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 = It looks like the frequency was given instead of the wavelength: ω_{ $k } ≈ { $omega }. The wavelength is 2π/ω, the positions per full turn.
core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max = The slowest pair sets the longest wavelength λ_max: the number of positions it needs for one full turn. What is λ_max? Then compare it with a context of { $context } tokens. Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-wavelength-slowest-pair-k-d-model-2 = The slowest pair is k = d_model/2 − 1 = { $k }, so its exponent is 2k/d_model = { $exponent }.
core-step-wavelength-min = ω_min = { $base }^(−{ $exponent }) ≈ { $omega }.
core-step-wavelength-max-2-min-2-2-positions = λ_max = 2π/ω_min = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } positions.
core-step-wavelength-with-d-model-2-only-pair = With d_model = 2 the only pair has ω = 1 whatever the base, so λ_max = 2π: the base cannot lengthen it.
core-step-wavelength-max-over-context-slowest-pair-turns = λ_max ≥ { $context }: over the context the slowest pair turns only { $lambda } times, less than once, so distant positions do not alias through it; base { $base } is large enough.
core-step-wavelength-max-over-context-slowest-pair-wraps = λ_max < { $context }: over the context the slowest pair wraps about { $lambda } times, so distant positions can alias; a base of at least (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase } would be needed.
core-step-wavelength-max-pair-wraps-about-times-over = λ_max < { $context }: the pair wraps about { $lambda } times over the context.
core-slip-wavelength-2-left-out-1-min-pair = It looks like 2π was left out: 1/ω_min = { $base }^({ $exponent }) ≈ { $power }. A pair repeats when its angle grows by 2π, so λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength = It looks like the frequency was given instead of the wavelength: ω_min ≈ { $omega }. The wavelength is 2π/ω, the positions per full turn.
core-slip-wavelength-exponent-taken-as-1-2-slowest = It looks like the exponent was taken as 1: 2π × { $base } ≈ { $twoPi }. The slowest pair is k = d_model/2 − 1, so the exponent is (d_model − 2)/d_model = { $exponent }{ $not }
core-slip-wavelength-2-6-283-wavelength-fastest-pair = That is 2π ≈ 6.283, the wavelength of the fastest pair (ω_0 = 1); the question asks for the slowest pair.
core-refuse-choosing-base-needs-d-model-at = Choosing a base needs d_model of at least 4: with d_model = 2 the only pair has ω = 1 whatever the base.
core-refuse-firstrung-must-from-1-9-smallest = firstRung must be from 1 to 9 (the smallest base shown is 10^firstRung); received { $firstRung }.
core-refuse-none-bases-10-10-gives-max = None of the bases 10^{ $firstRung } to 10^{ $firstRung1 } gives λ_max ≥ { $context } at d_model = { $dModel }.
core-prompt-wavelength-settings-d-model-model-must-keep = Settings: d_model = { $dModel }. A model must keep positions in order across a context of { $context } tokens, so its slowest pair must not complete a full turn within the context: its wavelength λ_max must be at least { $context }. Which is the smallest of these bases that achieves this?
core-choice-base = b = { $base }
core-step-base-choice-rung = b = { $base }: λ_max = 2π × { $base }^({ $exponent }) ≈ { $lambda }{ $comparison }{ $context }.
core-symbol-at-least = { " ≥ " }
core-symbol-below = { " < " }
core-hint-base-choice = λ_max = 2π/ω_min with ω_min = b^(−(d_model − 2)/d_model); work it out for each base and compare with the context length.
core-slip-wavelength-base-you-get-with-max-2 = This is the base you get with λ_max = 2π·b, the exponent taken as 1: 2π × { $j } ≈ { $twoPi }. The slowest pair's exponent is { $exponent }, so λ_max ≈ { $j3 }, short of { $context }.
core-slip-wavelength-with-b-slowest-pairs-wavelength-max = With b = { $j } the slowest pair's wavelength is λ_max ≈ { $j1 }, shorter than the context: it wraps about { $j2 } times, so distant positions alias.
core-slip-wavelength-base-you-get-when-max-computed = This is the base you get when λ_max is computed without 2π (b^({ $exponent }) ≥ { $context }). The wavelength is 2π/ω_min, 2π times longer, so a smaller base on the list already reaches the context.
core-slip-wavelength-b-works-max-but-not-smallest = b = { $j } works (λ_max ≈ { $j1 }), but it is not the smallest: a smaller base on the list already gives λ_max ≥ { $context }.
core-step-wavelength-smallest-base-with-max-b-exactly = The smallest base with λ_max ≥ { $context } is b = { $answer }; exactly, b ≥ (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase } would do.
core-question-spec-prefix = question spec:{ " " }
core-rule-scaling-type = one of "linear", "ntk", "dynamic", "yarn" or "llama3" (or scaling null for none)
core-rule-at-least-one = a finite number of at least 1
core-rule-context-length = a whole number of tokens from 1 to 10^9
core-rule-positive = a finite number above 0
core-rule-true-or-false = true or false
core-refuse-scaling-field-rule = { $prefix }scaling.{ $field } must be { $rule }; received { $received }.
core-refuse-scaling-not-a-field = { $prefix }scaling.{ $field } is not a field of { $method } scaling, which takes { $others } and { $last }.
core-refuse-scaling-given-twice = { $prefix }scaling.{ $field } is given twice.
core-refuse-scaling-type-missing = { $prefix }scaling.type is missing; it is { $rule }.
core-refuse-scaling-missing = { $prefix }scaling.{ $field } is missing: { $method } scaling needs it, { $rule }.
core-refuse-scaling-beta-slow-not-below-fast = { $prefix }scaling.betaSlow must be below scaling.betaFast; received betaFast { $betaFast } and betaSlow { $betaSlow }.
core-refuse-scaling-low-freq-not-below-high = { $prefix }scaling.lowFreqFactor must be below scaling.highFreqFactor; received lowFreqFactor { $lowFreqFactor } and highFreqFactor { $highFreqFactor }.
core-refuse-must-hold-d-model-numbers-one = { $name } must hold d_model = { $dModel } numbers, one per coordinate; received { $values }.
core-refuse-must-hold-d-model-numbers-d = { $name } must hold { $count } × d_model = { $d } numbers, d_model = { $dModel } for each of the { $count } positions; received { $values }.
core-refuse-must-finite-number-received-2 = { $name }[{ $j }] must be a finite number; received { $j2 }.
core-refuse-row-coordinate-must-finite-number-received = { $name }[{ $j }] (row { $d }, coordinate { $d3 }) must be a finite number; received { $j4 }.
core-refuse-m-must-finite-number-querys-position = m must be a finite number (the query's position); received { $m }.
core-refuse-n-must-finite-number-keys-position = n must be a finite number (the key's position); received { $n }.
core-refuse-r-must-finite-number-relative-distance = r must be a finite number (a relative distance); received { $rValue }.
core-refuse-m-must-at-most-2-53 = m must be at most 2^53 = 9007199254740992 in size, because past it a double cannot hold every whole token number; received { $rValue }.
core-refuse-m-must-at-most-2-53-2 = m[{ $rValue }] must be at most 2^53 = 9007199254740992 in size, because past it a double cannot hold every whole token number; received { $rValue1 }.
core-refuse-m-must-finite-number-position-received = m must be a finite number (a position); received { $rValue }.
core-refuse-m-must-finite-number-position-received-2 = m[{ $rValue }] must be a finite number (a position); received { $rValue1 }.
core-text-aliasing-they-differ-slower-pairs-turn = They differ: the slower pairs turn through angles that are not whole turns, so some of their coordinates change.
core-text-aliasing-they-identical-once-one-pair = They are identical: once one pair repeats, the whole vector repeats.
core-text-aliasing-they-differ-every-coordinate-fastest = They differ in every coordinate, the fastest pair included.
core-text-aliasing-they-identical-but-only-for = They are identical, but only for the paper's base 10000.
core-text-aliasing-base-sets-slower-frequencies-for = The base sets the slower frequencies, and for any base they do not complete whole turns together with the fastest pair; the vectors differ.
core-text-position-zero-sine-coordinates-all-0-cosine = Its sine coordinates are all 0 and its cosine coordinates are all 1.
core-text-position-zero-all-coordinates-0-first-position = All of its coordinates are 0: the first position adds nothing to the embedding.
core-text-position-zero-sine-coordinates-all-1-cosine = Its sine coordinates are all 1 and its cosine coordinates are all 0.
core-text-position-zero-coordinates-depend-on-base-because = Its coordinates depend on the base, because every pair has its own frequency.
core-text-position-zero-only-sines-vanish-at-position = Only the sines vanish at position 0; every cosine coordinate is cos 0 = 1, so PE(0) is a fixed, non-zero pattern.
core-text-position-zero-swaps-sine-cosine-at-angle = That swaps sine and cosine: at angle 0, sin 0 = 0 and cos 0 = 1.
core-text-position-zero-every-frequency-times-position-0 = Every frequency times position 0 is an angle of 0, so the base drops out: PE(0) is the same for every base.
core-hint-position-zero-find-formula-position-first-token = Find the formula position of the first token, then the angle of every pair there.
core-hint-dot-pair-pair-sin-sin-b = Pair by pair, sin a · sin b + cos a · cos b = cos(a − b): the dot product is a sum of d_model/2 cosines of ω_k times the gap between the two positions.
core-hint-rope-scaled-start-from-k-b-2k = Start from θ_k = b^(−2k/d); each method changes it: linear divides it by the factor, NTK-aware scaling raises the base to b·s^(d/(d − 2)), YaRN and Llama 3.1 keep the fast pairs and interpolate the slow ones.
core-phrase-rope-scaled-cut-to-whole-pairs = Cut to whole pairs (and to 0 … d − 1),{ " " }
core-phrase-rope-scaled-clamped = Clamped to 0 … d − 1,{ " " }
core-hint-wavelength-pair-with-frequency-repeats-when = A pair with frequency ω repeats when its angle grows by 2π, so λ = 2π/ω, with ω_k = b^(−2k/d_model).
core-hint-wavelength-longest = A pair with frequency ω repeats when its angle grows by 2π, so λ = 2π/ω. The slowest pair is k = d_model/2 − 1, with ω_min = b^(−(d_model − 2)/d_model).
core-hint-rope-angle-rope-turns-pair-k-at = RoPE turns pair k at position m by m·θ_k with θ_k = b^(−2k/d), the same frequencies as the sinusoidal encoding; the position is the token number minus the number of the first token.
core-hint-rope-score-turning-both-vectors-changes-their = Turning both vectors changes their dot product only through the angle between the turns: per pair, (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k), with the signed offset m − n.
core-text-rope-score-per-pair-with-q-q = Per pair, with (q₁, q₂) and (k₁, k₂) the pair's coordinates:
core-phrase-yarn-not-truncated = , correction range not cut to whole pairs
core-empty = { "" }
core-phrase-frequencies-stay = , so the frequencies stay as they are.
core-phrase-yarn-pair-interpolated = : this slow pair is interpolated in full.
core-phrase-yarn-pair-kept = : this pair turns fast enough to keep its frequency.
core-phrase-past = past
core-phrase-short-of = short of
core-slip-svalue-2k-2k-1 = (2k, 2k + 1)
core-slip-svalue-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-2k-2k-1 = (2k, 2k + 1)
core-slip-not-not-1 = , not 1.
core-slip-not-just-below-1 = , just below 1.
core-prompt-positions-positions = positions
core-prompt-positions-position = position
core-prompt-later-later = { " later" }
core-prompt-later-earlier = { " earlier" }
core-step-backwards-sign = { "." }
core-step-backwards-negative-pair-turns-backwards = , negative: the pair turns backwards.
core-slip-offset3-sign = { "." }
core-slip-offset3-negative-offset-turns-pair-backwards = { " (a negative offset turns the pair backwards)." }
core-slip-asksine-sine-top = sine (top)
core-slip-asksine-cosine-bottom = cosine (bottom)

core-prompt-give-a-whole-number = Give a whole number.
core-hint-rope-turns = λ_k = 2π·b^(2k/d) grows with k: find the pair at which it passes the context length, k = d·ln(L/2π)/(2·ln b), and count the pairs above it.
core-refuse-layout-unknown = layout must be "interleaved" or "concatenated".
core-refuse-quantity-too-many-operations = An exact quantity has more operations than the core keeps.

# (core messages: end of section)


## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# (share messages: end of section)
