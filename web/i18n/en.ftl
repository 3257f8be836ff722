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
# The settings a question is for, after its prompt. $topic: sinusoidal or rope; $layout: none (the
# question does not depend on it), interleaved, concatenated (the 2017 encoding's layouts) or
# rope-interleaved, rope-concatenated (RoPE's pairs); $numbered: yes when the origin matters.
core-settings-note = ({ $topic ->
        [rope] RoPE, d = { $d }
       *[sinusoidal] d_model = { $d }
    }, base { $base }{ $layout ->
        [interleaved] , interleaved layout
        [concatenated] , concatenated layout
        [rope-interleaved] , pairs (2k, 2k + 1)
        [rope-concatenated] , pairs (k, k + d/2)
       *[none] {""}
    }{ $numbered ->
        [yes] , tokens numbered from { $origin }
       *[no] {""}
    })
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
core-unreadable-grouping-separator = The answer "{ $typed }" seems to group its digits in thousands (with a space, a point, a comma or ٬), which makes it ambiguous; write it with one decimal mark and no thousands separators.
core-unreadable-two-decimal-marks = The answer "{ $typed }" has more than one decimal mark; a number has at most one, a point or a comma.
core-unreadable-mixed-scripts = The answer "{ $typed }" mixes digits of two scripts (such as 0-9 and ٠-٩); write all its digits in one script.
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
core-hint-coordinate-work-out-formula-position-first-token = Work out the formula position of the first token (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }), then ask what sine and cosine are at that angle.
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = Coordinate { $i } belongs to the fastest pair (k = 0, ω_0 = 1). What is its value for token number { $token }?
core-hint-coordinate-with-0-1-angle-radians-equals = With ω_0 = 1 the angle in radians equals the position pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }. One full turn is 2π ≈ 6.2832 positions, so see how far past a whole turn it is.
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = Coordinate { $i } belongs to the slowest pair (k = { $pair }). What is its value for token number { $token }?
core-hint-coordinate-slowest-pair-has-over-small-arc = The slowest pair has ω = { $base }^(−{ $pair }/{ $dModel }). Over a small arc the sine is just below the angle itself (sin x ≈ x − x³/6).
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = What is coordinate { $i } of the positional encoding of token number { $token }?
core-hint-coordinate-find-pair-k-coordinate-frequency-k = Find the pair k of the coordinate and its frequency ω_k = b^(−2k/d_model), then the { $function } of the angle pos·ω_k in radians (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }).
core-prompt-coordinate-token-number-lies-far-beyond-short = Token number { $token } lies far beyond short training lengths. What is coordinate { $i } of its positional encoding?
core-hint-coordinate-angle-pos-k-large-but-sine = The angle pos·ω_k is large, but sine and cosine repeat every 2π: evaluate it in radians (or subtract whole turns first).
core-prompt-coordinate-give-at-least-decimal-place = Give at least { $decimals } decimal { $decimals ->
        [one] place
       *[other] places
    }.
core-step-coordinate-token-number-with-tokens-numbered-from = Token number { $token } with tokens numbered from { $o } is at formula position pos = { $from ->
        [zero] { $pos }
       *[one] { $token } − { $o } = { $pos }
    }.
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
core-step-position-zero-token-number-at-formula-position-pos = Token number { $origin } is at formula position pos = { $from ->
        [zero] 0
       *[one] { $origin } − { $origin } = 0
    }.
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
core-step-rope-angle-tokens-position-m = The token's position is m = { $from ->
        [zero] { $m }
       *[one] { $token } − { $o } = { $m }
    }.
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
core-prompt-wavelength-settings-d-model-model-must-keep = A model must keep positions in order across a context of { $context } tokens, so its slowest pair must not complete a full turn within the context: its wavelength λ_max must be at least { $context }. Which is the smallest of these bases that achieves this? (d_model = { $dModel })
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
element-figures-stale = The figures still show the last settings that could be used; change the setting named above to update them.
element-figures-load-failed = The figures could not be loaded.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } The table and the pair inspector above work without them; the figures are tried again when a setting changes.
element-figures-draw-failed = The figures could not be drawn.
element-quiz-load-failed = The quiz could not be loaded: { $message }
# The button that opens the share panel.
element-share-toggle = Share and copy
element-share-load-failed = The share panel could not be loaded:

# Refused attributes as the page's author reads them (the learner's alert says element-plain-…). Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
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

## Reset and undo
# Buttons under the settings: Undo takes back the learner's last change of a setting, Redo makes it
# again, Reset puts every setting back as the page set it. Ctrl+Z and Shift+Ctrl+Z do the same.
element-history-undo = Undo
element-history-redo = Redo
element-history-reset = Reset
# Said to screen readers only, after the button or its key did it.
element-history-said-undo = Last change undone.
element-history-said-redo = Change redone.
element-history-said-reset = The settings are back as the page set them.

## Sliders and play
# The base's slider under its field: a log scale with round bases; its value is said as the base itself.
element-slider-base = Base, on a log scale

## Guided start: the "Try this" strip above the settings (attribute guide="on"). Each step changes
## one setting and says what to notice in the table.

element-rule-guide = guide must be "on" (or empty: a "Try this" strip of a few steps above the settings) or "off".
element-guide-title = Try this
# $step: the step shown; $count: how many steps there are (numbers already written out).
element-guide-counter = { $step } of { $count }
# The button that makes the step's change for the learner.
element-guide-act = Do it for me
# Shown instead of that button once the step's change is made.
element-guide-done = Done.
element-guide-previous = Previous
element-guide-next = Next
# The name of the × button that closes the strip (read by screen readers).
element-guide-dismiss = Close “Try this”
# Shown once the strip is closed, to bring it back.
element-guide-reopen = Try this
# $zero and $one: the numbers 0 and 1 in the reader's digits, for every step.
# Step 1. $token: the token at position 0 (0, or 1 when tokens are numbered from 1). The field is
# named by its label's own message, so that the strip and the form call it the same.
element-guide-zero = Type { $token } alone in the { element-settings-positions } field.
element-guide-zero-notice = At position { $zero } every angle is { $zero }, so every sine is { $zero } and every cosine is { $one }.
# Step 2. $first and $last: the first and last token of a range, typed as first..last.
element-guide-range = Change the positions to { $first }..{ $last }.
element-guide-range-notice = Read down the columns: the first pair changes at every row, the last pair hardly at all.
# Step 3. $dModel: the new d_model, twice the one shown.
element-guide-d-model = Set d_model to { $dModel }.
element-guide-d-model-notice = The pairs double in number: pair { $zero } still turns one radian per position, and the last pair turns even more slowly than before.
# Step 4. $base: the new base; $shorter: yes when it is smaller than the base shown.
element-guide-base = Set { element-settings-base } to { $base }.
element-guide-base-notice = { $shorter ->
    [yes] Every pair after pair { $zero } turns faster: the wavelengths shrink.
   *[no] Every pair after pair { $zero } turns more slowly: the wavelengths grow.
  }
# Step 5. $layout: the layout to choose (a keyword), $name: its name as the layout list shows it.
element-guide-layout = Switch the layout to { $name }.
element-guide-layout-notice = { $layout ->
    [concatenated] The same numbers in another order: all the sines first, then all the cosines.
   *[interleaved] The same numbers in another order: each sine beside its cosine.
  }

## Phones: touch screens
# The ± key beside a number field on touch screens (a phone's number pad may have no minus key):
# its name. Pressing it changes the sign of the number in the field (5 becomes −5 and back).
element-sign-key = Change the sign

## Plain words
# The alert a learner reads when a setting could not be used. The page author's sentence (with the
# attribute's name and its rule: element-refused and the like) goes to the browser's console.
# $setting names a setting as the settings form labels it (d_model, base, max_len …: keep it);
# $value is the text given, a number as typed or quoted with element-plain-quoted.
element-plain-title = { $count ->
    [one] This setting was not used:
   *[other] These settings were not used:
  }
element-plain-quoted = “{ $text }”
element-plain-d-model-odd = d_model must be even, so { $value } was not used.
element-plain-d-model = d_model must be an even whole number from 2 to { $max }, so { $value } was not used.
element-plain-base = base must be a number greater than 1, so { $value } was not used.
element-plain-origin = origin must be 0 or 1, so { $value } was not used.
element-plain-layout = layout must be one of the choices in its list, so { $value } was not used.
element-plain-decimals = decimals must be a whole number from 0 to { $max }, so { $value } was not used.
element-plain-max-len = max_len must be a whole number from 1 to { $max }, so { $value } was not used.
# $reason: what is wrong with the list (an element-reason-positions-… message).
element-plain-positions = The positions { $value } were not used: { $reason }
# $token: the token number too far from 0.
element-plain-positions-beyond = The positions { $value } were not used: token { $token } is too far from 0 to be worked out exactly.
# $dModel: d_model in effect; $most: the most positions (or heatmap rows) the table can hold with it.
element-plain-positions-table = The positions { $value } were not used: with d_model = { $dModel } the table holds at most { $most } positions.
element-plain-max-len-table = max_len must be at most { $most } with d_model = { $dModel }, so { $value } was not used.
# Typed by the learner in the rotation, dot-product and RoPE figures (offset) and in the wavelength
# ladder and RoPE scaling figures (context length).
element-plain-offset = The offset Δ must be a number from −{ $max } to { $max }, so { $value } was not used.
element-plain-context-length = The context length must be a whole number of tokens from 1 to { $max }, so { $value } was not used.
# A refused attribute that no setting of the form shows (the quiz's, the figures' …): the author's to fix.
element-plain-page = This page asks the widget for something it cannot do, so that part works as usual. The browser’s console says what, for the page’s author.
# After a refused setting, when the table drawn before is still shown: $shown is the value it shows.
element-plain-table-shows = The table still shows { $setting } = { $shown }.
# The author's rule of the show-seed attribute (for the console, like the other element-rule-… messages).
element-rule-show-seed = show-seed must be "no" (the quiz does not name its seed to the learner) or "yes" (its first line names the seed, e.g. for a class that compares questions by seed).

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
table-formula-meaning = Row { $row }: token { $token } is formula position { $pos }{ $originValue ->
        [0] {""}
       *[other] { " " }(t − { $origin })
    }. Coordinate { $i } is the { $fn ->
        [sin] sine
       *[cos] cosine
    } of pair k = { $k }.
table-formula-invitation = Hover over a cell, or focus it (Tab, then the arrow keys), to see its formula with the numbers filled in.
table-stale-note = The table below still shows the last settings that could be used; change the setting named above to update it.
table-add-row = Add a row
table-edit-help = Edit a token number in place; press Enter or Tab to apply it.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Index origin { $origin }: token number t is formula position pos = { $originValue ->
        [0] t
       *[other] t − { $origin }
    }{ $originValue ->
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
table-inspector-rotation-title = One step to the next position is a rotation
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Moving from pos to pos + 1 adds φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) to this pair's angle, whatever pos is. By the angle-addition formulas, the step is one fixed matrix, [[cos φ, sin φ], [−sin φ, cos φ]], applied to [sin, cos]:
table-inspector-matrix-caption = Rotation for pair { $k }, offset 1
table-inspector-matrix-new-sin = new sin
table-inspector-matrix-new-cos = new cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Check at pos { $pos }: the matrix times { $before } gives { $product }; the formula at pos { $next } gives { $direct }.

## Sliders and play
# The pair inspector's clock: one dial per pair, each hand turned by pos × ω_k counter-clockwise from the right.
table-clock-title = The pairs as hands of a clock
table-clock-help = Each pair is a hand that turns by ω_k radians per position: fast pairs spin, slow ones creep. Drag the position, or press Play to move it one position a second.
table-clock-position = Position pos
# Beside the slider; $pos: the position.
table-clock-value = pos = { $pos }
# The button that starts the clock; while it runs, it reads table-clock-pause.
table-clock-play = Play
table-clock-pause = Pause
# Under each dial; $k: its pair.
table-clock-dial = k = { $k }
# The dials' text alternative. $pairs: the pairs that have a dial, as a list; $k: the pair inspected; $pos: the position.
table-clock-dials = Hands of pairs { $pairs } at pos = { $pos }, each turned by pos × ω_k counter-clockwise from the right; pair { $k } is marked.
# $angle: pos × ω_k in radians (or the hidden text while a quiz question asks for it).
table-clock-readout = At pos = { $pos }, the hand of pair { $k } has turned pos × ω_k = { $angle } rad.

## Phones: touch screens and narrow widgets
# Above each value in a narrow widget (a phone): which coordinate the value is. $i: the coordinate,
# $fn: the symbol sin or cos, $k: its pair. Keep it as short as the English (formula symbols).
table-cell-tag = i { $i } · { $fn } · k { $k }
# On touch screens, in place of table-formula-invitation.
table-formula-invitation-touch = Tap a cell to see its formula with the numbers filled in.
# On touch screens, in place of table-inspector-help.
table-inspector-help-touch = Pick a pair here, or tap a table cell.

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
  } on { $settings }{ $source ->
    [own] ; written for this page
    [seed] ; seed { $seed }
   *[none] {""}
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } about { $topics } on { $settings }{ $source ->
    [own] ; written for this page
    [seed] ; seed { $seed }
   *[none] {""}
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
    } layout.
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

## Sliders and play
# The offset's slider beside the offset field; $min and $max: its ends.
figure-slider-offset = Offset Δ, from { $min } to { $max }

## Phones: touch screens
# On touch screens, in place of figure-heatmap-keys: one finger scrolls the page, two pinch and pan the map.
figure-heatmap-keys-touch = Tap the map to read a value. One finger scrolls the page; two fingers pinch to zoom the map and move to pan it. With a keyboard: focus the map and use the arrow keys, + and −, and 0 for the whole map.
# On touch screens, in place of figure-heatmap-readout-none.
figure-heatmap-readout-none-touch = Tap the map to read a value.

## Figures on small screens
# The heat map's caption ends with what one screen pixel of the picture holds, measured from the size
# it is drawn at. $rows and $cols: positions and coordinates per pixel, numbers written out (1.5, 0.19);
# $rowsCount and $colsCount: the same numbers, for the plural; $averaged: yes when a pixel shows the
# mean of the values it covers (more rows or columns than pixels), no otherwise.
figure-heatmap-pixel = One pixel: about { $rows } { $rowsCount ->
        [one] position
       *[other] positions
    } × { $cols } { $colsCount ->
        [one] coordinate
       *[other] coordinates
    }{ $averaged ->
        [yes] , averaged.
       *[no] .
    }
# When every value has several pixels: $height and $width, pixels per value, numbers written out.
figure-heatmap-pixel-cell = One value: about { $height } × { $width } pixels.
# Several figures are shown one at a time, chosen with tabs: the tab list's name, then one short name per figure.
figure-tabs-label = Figures
figure-tab-heatmap = Heat map
figure-tab-waves = Waves
figure-tab-rotation = Rotation
figure-tab-dot = Dot product
figure-tab-wavelengths = Wavelengths
figure-tab-input = Input sum
figure-tab-learned = Learned table
figure-tab-precision = Precision
figure-tab-rope = RoPE
figure-tab-rope-decay = RoPE decay
figure-tab-rope-scaling = RoPE scaling

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
