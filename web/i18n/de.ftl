# The widget's words in German (de), translated from en.ftl, which is the reference: every text a learner or an author reads in the widget, one message
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
core-word-sine = Sinus
core-word-cosine = Kosinus
core-word-layout-interleaved = verschränkt
core-word-layout-concatenated = verkettet
core-unreadable-answer-too-long = Die Antwort ist zu lang für eine Zahl (mehr als { $max } Zeichen).
core-unreadable-not-a-number = In „{ $typed }“ konnte keine Zahl gelesen werden.
core-unreadable-no-digits = Die Antwort hat ein Vorzeichen oder ein Dezimaltrennzeichen, aber keine Ziffern.
core-unreadable-after-the-number = „{ $rest }“ nach der Zahl konnte nicht gelesen werden.
core-answer-unreadable = { $problem } Geben Sie eine Dezimalzahl ein, etwa { $example }.
core-answer-correct = Richtig: { $value } stimmt auf { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } mit dem exakten Wert { $exact } überein.
core-answer-too-few-decimals = Bis hierhin richtig, aber { $value } hat nur { $typed } { $typed ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    }; die Frage verlangt mindestens { $asked } { $asked ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    }. Behalten Sie mehr Ziffern Ihres Ergebnisses bei.
core-answer-too-small = Noch nicht richtig: { $value } ist um mehr als { $tolerance } zu klein, die bei { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } zulässige Abweichung. { $advice }
core-answer-too-large = Noch nicht richtig: { $value } ist um mehr als { $tolerance } zu groß, die bei { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } zulässige Abweichung. { $advice }
core-answer-advice-check-each-step = Das liegt nicht an der Rundung: Prüfen Sie jeden Schritt Ihres Rechenwegs.
core-answer-advice-round-not-cut = Es ist aber knapp: Prüfen Sie die letzten Ziffern Ihres Rechenwegs und runden Sie die letzte, statt sie abzuschneiden.
core-answer-advice-check-rounding = Es ist aber knapp: Prüfen Sie die letzten Ziffern Ihres Rechenwegs und wie Sie gerundet haben.
core-answer-truncated = Noch nicht richtig: { $value } sieht aus wie der exakte Wert, nach { $typed } { $typed ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } abgeschnitten statt gerundet. Die weggelassenen Ziffern machen mindestens eine halbe Einheit der letzten behaltenen aus, daher müsste diese Ziffer um eins steigen (von null weg).
core-answer-truncated-too-few-decimals = Noch nicht richtig: { $value } sieht aus wie der exakte Wert, nach { $typed } { $typed ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } abgeschnitten statt gerundet. Die weggelassenen Ziffern machen mindestens eine halbe Einheit der letzten behaltenen aus, daher müsste diese Ziffer um eins steigen (von null weg); außerdem verlangt die Frage mindestens { $asked } { $asked ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    }.
core-answer-slip = Noch nicht richtig: { $value } entspricht einem typischen Fehler. { $explanation }
# The settings a question is for, after its prompt. $topic: sinusoidal or rope; $layout: none (the
# question does not depend on it), interleaved, concatenated (the 2017 encoding's layouts) or
# rope-interleaved, rope-concatenated (RoPE's pairs); $numbered: yes when the origin matters.
core-settings-note = ({ $topic ->
        [rope] RoPE, d = { $d }
       *[sinusoidal] d_model = { $d }
    }, Basis { $base }{ $layout ->
        [interleaved] , verschränkte Anordnung
        [concatenated] , verkettete Anordnung
        [rope-interleaved] , Paare (2k, 2k + 1)
        [rope-concatenated] , Paare (k, k + d/2)
       *[none] {""}
    }{ $numbered ->
        [yes] , Tokens nummeriert ab { $origin }
       *[no] {""}
    })
core-formula-omega-zero = ω_0 = { $base }^0 = 1
core-formula-omega = ω_{ $k } = { $base }^(−{ $twoK }/{ $dModel }) ≈ { $omega }
core-formula-theta-zero = θ_0 = { $base }^0 = 1
core-formula-theta = θ_{ $k } = { $base }^(−{ $twoK }/{ $d }) ≈ { $theta }
core-list-gap = ;
core-list-gap-skipped = ; …;
core-list-end = { "." }
core-step-dot-terms = Terme:
core-step-dot-term = k = { $k }: cos({ $omega } × { $gap }) ≈ { $cosine }{ $after }
core-list-gap-more = ; ….
core-vector-list = [{ $entries }]
core-vector-sparse = { $entries } und sonst 0
core-vector-zero = lauter Nullen
core-step-rope-score-term = k = { $k } (Koordinaten { $first }, { $second }): { $dot } × cos({ $angle }) + { $cross } × sin({ $angle }) ≈ { $term }{ $after }
core-step-rope-score-no-terms = jedes Paar von q oder k ist null.
core-refuse-option-index = { $name } muss der Index einer Option sein, eine ganze Zahl von 0 bis { $last }; erhalten: { $received }.
core-check-choose-an-option = Wählen Sie eine der { $count } Optionen über ihre Nummer (0 bis { $last }) oder ihren Buchstaben (a bis { $lastLetter }).
core-check-option-correct = Richtig: Option { $option } („{ $statement }“) trifft zu.
core-check-option-wrong = Noch nicht richtig: Option { $option } („{ $statement }“) trifft nicht zu.
core-slip-name-degrees = Winkel in Grad genommen
core-slip-name-sin-cos-swapped = Sinus und Kosinus vertauscht
core-slip-name-origin-off-by-one = Indexursprung um eins verschoben
core-slip-name-exponent-uses-i = Exponent aus i statt aus 2k gebildet
core-slip-name-wrong-pair = Frequenz eines anderen Paares verwendet
core-slip-name-layout-concatenated = verkettete statt verschränkter Anordnung verwendet
core-slip-name-layout-interleaved = verschränkte statt verketteter Anordnung verwendet
core-slip-name-truncated = abgeschnitten statt gerundet
core-slip-name-angle-instead-of-value = der Winkel statt seines Sinus oder Kosinus
core-slip-name-all-zeros-at-position-zero = PE(0) als lauter Nullen angenommen
core-slip-name-base-matters-at-zero = angenommen, die Basis spiele bei Position 0 eine Rolle
core-slip-name-full-vector-repeats = angenommen, der ganze Vektor wiederhole sich mit dem schnellsten Paar
core-slip-name-fastest-pair-changes = angenommen, das schnellste Paar wiederhole sich nicht
core-slip-name-aliasing-base-specific = Wiederholung als von der Basis abhängig angenommen
core-slip-name-rotation-sign = Rotation in die falsche Richtung
core-slip-name-rotation-uses-position = um den Winkel der Position statt des Versatzes gedreht
core-slip-name-wavelength-missing-2pi = Wellenlänge ohne den Faktor 2π
core-slip-name-wavelength-as-frequency = Frequenz statt Wellenlänge angegeben
core-slip-name-wavelength-uses-full-base = Exponent als 1 statt als (d_model − 2)/d_model genommen
core-slip-name-wavelength-fastest-pair = Wellenlänge des schnellsten statt des langsamsten Paares
core-slip-name-base-too-small = eine Basis, deren längste Wellenlänge kürzer als der Kontext ist
core-slip-name-base-lambda-missing-2pi = Basis ohne den Faktor 2π gewählt
core-slip-name-base-larger-than-needed = eine größere Basis als nötig
core-slip-name-dot-single-pair = nur ein Paar gezählt
core-slip-name-dot-d-model = d_model Terme statt d_model/2
core-slip-name-dot-uses-positions = Positionen addiert statt subtrahiert
core-slip-name-dot-sines-only = nur die Sinusprodukte summiert
core-slip-name-rope-absolute-offset = |m − n| für einen vorzeichenbehafteten Versatz verwendet
core-slip-name-rope-clockwise = Rotation im Uhrzeigersinn angenommen
core-slip-name-rope-one-based-index = das ab 1 zählende i von RoFormer als k des Codes gelesen
core-slip-name-ntk-exponent-dropped = NTK-Exponent d/(d − 2) weggelassen
core-slip-name-interpolation-on-base = Position Interpolation auf die Basis statt auf die Positionen angewandt
core-unreadable-answer-empty = Die Antwort ist leer.
core-unreadable-answer-contains-control-character-which-not = Die Antwort enthält ein Steuerzeichen, das nicht zu einer Zahl gehört.
core-unreadable-nan-not-number-can-checked = NaN ist keine Zahl, die geprüft werden kann.
core-unreadable-infinity-not-answer-can-checked = Unendlich ist keine Antwort, die geprüft werden kann.
core-unreadable-hexadecimal-numbers-not-accepted-write-value = Hexadezimalzahlen werden nicht akzeptiert; schreiben Sie den Wert dezimal.
core-unreadable-grouping-separator = Die Antwort „{ $typed }“ scheint ihre Ziffern in Tausendergruppen zu gliedern (mit einem Leerzeichen, einem Punkt, einem Komma oder ٬), was sie mehrdeutig macht; schreiben Sie sie mit einem einzigen Dezimaltrennzeichen und ohne Tausendertrennzeichen.
core-unreadable-two-decimal-marks = Die Antwort „{ $typed }“ hat mehr als ein Dezimaltrennzeichen; eine Zahl hat höchstens eines, einen Punkt oder ein Komma.
core-unreadable-mixed-scripts = Die Antwort „{ $typed }“ mischt Ziffern zweier Schriften (etwa 0-9 und ٠-٩); schreiben Sie alle Ziffern in einer Schrift.
core-unreadable-exponent-after-e-has-no-digits = Der Exponent nach „e“ hat keine Ziffern (schreiben Sie zum Beispiel 2e-2).
core-unreadable-number-too-large-read = Die Zahl ist zu groß, um gelesen zu werden.
core-refuse-decimals-must-whole-number-from-0 = decimals muss eine ganze Zahl von 0 bis { $maxDecimals } sein; erhalten: { $decimals }.
core-refuse-expected-must-finite-number-received = expected muss eine endliche Zahl sein; erhalten: { $expected }.
core-refuse-power-ten-must-whole-number-from = Die Zehnerpotenz muss eine ganze Zahl von -400 bis 400 sein; erhalten: { $power }.
core-refuse-quantity-has-no-value-core-can = Diese Größe hat keinen Wert, den der Kern berechnen kann: ein Logarithmus oder eine Potenz einer nicht positiven Zahl, eine Division durch null oder ein zu großes Argument.
core-refuse-quantity-written-with-at-most-18 = Eine Größe wird mit höchstens 18 Ziffern geschrieben; bei der Zehnerpotenz { $power } hat sie mehr.
core-slip-explain-all-zeros-at-position-zero = Anscheinend wurde PE an Position 0 als lauter Nullen angenommen. Dort sind nur die Sinuswerte 0; jede Kosinus-Koordinate ist cos 0 = 1.
core-slip-explain-degrees = Anscheinend wurde der Winkel in Grad genommen: { $fn }({ $angle }°) = { $value }. Die Formel misst Winkel im Bogenmaß, daher ist der Wert { $fn }({ $angle } rad).
core-slip-explain-sin-cos-swapped = Anscheinend wurden Sinus und Kosinus vertauscht: { $swappedFn }({ $angle }) = { $value }, aber Koordinate { $coordinate } enthält bei { $layout }er Anordnung den { $function } von Paar { $pair }.
core-slip-explain-position-counted-from-one = Anscheinend wurden die Positionen ab 1 gezählt, mit pos = { $pos } − 1 = { $posMinusOne }: Das ergibt { $value }. PE({ $pos }) liegt an der Formelposition pos = { $pos }, gezählt ab 0.
core-slip-explain-position-plus-one = Anscheinend wurde 1 zur Position addiert: Mit pos = { $pos } + 1 = { $posPlusOne } erhalten Sie { $value }. Die Formel nimmt die Position, wie sie gegeben ist, pos = { $pos }.
core-slip-explain-token-as-position = Anscheinend wurde die Tokennummer als Position verwendet: Mit pos = { $token } erhalten Sie { $value }. Die Tokens sind hier ab 1 nummeriert, daher liegt Token { $token } an Position { $token } − 1 = { $pos }.
core-slip-explain-token-counted-from-one = Anscheinend wurden die Positionen ab 1 gezählt: Mit pos = { $token } + 1 = { $posPlusOne } erhalten Sie { $value }. Die Tokens sind hier ab 0 nummeriert, daher liegt Token { $token } an Position { $pos }.
core-slip-explain-token-minus-one = Anscheinend wurde 1 von der Tokennummer abgezogen: Mit pos = { $token } − 1 = { $pos } erhalten Sie { $value }. Die Tokens sind hier ab 0 nummeriert, daher ist keine Subtraktion nötig: pos = { $token }.
core-slip-explain-exponent-uses-i = Anscheinend wurde der Exponent aus dem Koordinatenindex i = { $coordinate } statt aus 2k = { $twoK } gebildet: { $fn }({ $pos } / { $base }^({ $coordinate }/{ $dModel })) = { $value }. Beide Koordinaten von Paar k teilen sich den Exponenten 2k/d_model.
core-slip-explain-exponent-uses-two-i = Anscheinend wurde im Exponenten 2i = { $twoI } statt 2k = { $twoK } verwendet: { $fn }({ $pos } / { $base }^({ $twoI }/{ $dModel })) = { $value }. In PE(pos, 2k) ist 2k die gerade Koordinate des Paares, nicht das Doppelte des Koordinatenindex.
core-slip-explain-other-layout = Anscheinend wurde mit { $usedLayout }er Anordnung gerechnet: Dort ist Koordinate { $coordinate } der { $usedFunction } von Paar { $usedPair }, was { $value } ergibt. Diese Frage rechnet mit { $layout }er Anordnung, bei der sie der { $function } von Paar { $pair } ist.
core-slip-explain-pair-zero-frequency = Anscheinend wurde die Position wie bei Paar 0 als Winkel verwendet: { $fn }({ $pos }) = { $value }. Koordinate { $coordinate } gehört zu Paar k = { $pair }, daher wird die Position zuerst durch { $base }^({ $twoK }/{ $dModel }) geteilt: Der Winkel ist { $theta } rad.
core-slip-explain-neighbour-pair = Anscheinend wurde die Frequenz von Paar { $usedPair } verwendet: { $fn }({ $pos } / { $base }^({ $twoJ }/{ $dModel })) = { $value }. Koordinate { $coordinate } gehört zu Paar k = { $pair }, daher ist der Exponent 2k/d_model mit k = { $pair }.
core-slip-explain-angle-instead-of-value = Anscheinend endet die Rechnung beim Winkel, { $angle } rad. Die Koordinate ist der { $function } dieses Winkels und liegt immer zwischen −1 und 1.
core-refuse-layout-must-interleaved-sin-cos-sin = layout muss „interleaved“ (sin, cos, sin, cos, … wie in der Originalarbeit) oder „concatenated“ (alle Sinus-, dann alle Kosinuswerte) sein; erhalten: „{ $name }“.
core-refuse-d-model-must-positive-even-integer = d_model muss eine positive gerade ganze Zahl sein, weil Koordinaten in Sinus-Kosinus-Paaren auftreten, die sich eine Frequenz teilen; erhalten: { $dModel }.
core-refuse-d-model-too-large = d_model darf höchstens { $max } sein, damit die Seite reaktionsschnell bleibt; erhalten: { $received }.
core-refuse-base-must-finite-number-greater-than = base muss eine endliche Zahl größer als 1 sein, damit die Frequenzen von einem Paar zum nächsten fallen; erhalten: { $base }.
core-refuse-coordinate-index-must-whole-number-from = Der Koordinatenindex muss eine ganze Zahl von 0 bis { $dModel } (d_model - 1) sein; erhalten: { $i }.
core-refuse-pair-index-k-must-whole-number = Der Paarindex k muss eine ganze Zahl von 0 bis { $pairs } (d_model/2 - 1) sein; erhalten: { $k }.
core-refuse-position-not-finite = { $name } muss eine endliche Zahl sein; erhalten: { $received }.
core-refuse-position-beyond-2-53 = { $name } darf betragsmäßig höchstens 2^53 = 9007199254740992 sein, weil ein Double darüber hinaus nicht jede ganze Tokennummer darstellen kann: Die berechnete Position wäre nicht die gefragte; erhalten: { $received }.
core-subject-position = Eine Position
core-subject-offset = Ein Versatz
core-subject-query-position = Die Position m einer Query
core-subject-key-position = Die Position n eines Keys
core-subject-relative-distance = Ein relativer Abstand r
core-refuse-origin-must-0-or-1-number = origin muss 0 oder 1 sein (die Nummer des ersten Tokens); erhalten: { $origin }.
core-refuse-token-not-whole = { $name } muss eine ganze Zahl sein, betragsmäßig höchstens 10^15; erhalten: { $received }.
core-name-token-number = Die Tokennummer
core-name-offset = Der Versatz
core-name-query-token-number = Die Tokennummer m der Query
core-name-key-token-number = Die Tokennummer n des Keys
core-refuse-table-too-large = Eine Tabelle mit { $positions } Positionen × d_model { $dModel } hat mehr als { $max } Werte, die Höchstzahl, die diese Seite auf einmal berechnet; verwenden Sie weniger Positionen oder ein kleineres d_model.
core-refuse-exact-quantitys-operation-not-one-cores = Die Operation { $code } einer exakten Größe ist keine des Kerns (0 bis 15).
core-refuse-exact-quantitys-number-must-finite-number = Die Zahl einer exakten Größe muss nach Operation 0 eine endliche Zahl sein.
core-refuse-exact-quantitys-operation-lacks-operand = Der Operation { $code } einer exakten Größe fehlt ein Operand.
core-refuse-exact-quantitys-power-base-n-d = Die Potenz base^(n/d) einer exakten Größe erwartet drei Zahlen: eine Basis über 0, n und ein d über 0.
core-refuse-exact-quantitys-sum-over-pairs-takes = Die Summe über Paare einer exakten Größe erwartet fünf Zahlen: zwei Positionen von höchstens 2^53, eine Basis über 1, ein gerades d_model und eine Anzahl von Paaren von 1 bis d_model/2.
core-refuse-exact-quantity-nests-more-than-values = Eine exakte Größe verschachtelt mehr als { $stack } Werte.
core-refuse-exact-quantity-must-leave-one-value = Eine exakte Größe muss genau einen Wert hinterlassen; diese hinterlässt { $depth }.
core-prompt-aliasing-fastest-pair-k-0-0-1 = Das schnellste Paar (k = 0, ω_0 = 1) hat eine Periode von genau 2π, daher sind sein Sinus und Kosinus an der Formelposition pos = { $piMultiple }π ≈ { $pos } wieder bei 0 und 1, wie bei pos = 0. Wiederholt sich auch der Rest des Vektors? Berechnen Sie Koordinate { $i } (sie gehört zu Paar k = { $pair }) bei pos = { $piMultiple }π; pos ist hier eine Formelposition, keine Tokennummer. Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-hint-aliasing-pair-k-turns-at-k-b = Paar k dreht sich mit ω_k = b^(−2k/d_model); bei pos = { $piMultiple }π ist sein Winkel ω_k × { $piMultiple }π, was nur dann eine ganze Zahl von Umdrehungen ist, wenn ω_k × { $turns } eine ganze Zahl ist.
core-step-aliasing-frequency = Seine Frequenz ist { $frequency }.
core-step-aliasing-at-pos-angle-rad-turns = Bei pos = { $piMultiple }π ist der Winkel θ = { $omega } × { $pos } ≈ { $theta } rad, also { $theta4 } Umdrehungen.
core-step-aliasing-while-at-pos-0-same-coordinate = { $f }({ $theta }) ≈ { $value }, während dieselbe Koordinate bei pos = 0 den Wert { $f } 0 = { $isSine } hat.
core-step-aliasing-with-d-model-2-there-only = Bei d_model = 2 gibt es nur das schnellste Paar, daher wiederholt sich hier tatsächlich der ganze Vektor: ein Grund, warum Kodierungen viele Paare mit verschiedenen Frequenzen verwenden.
core-step-aliasing-pe-pe-0-although-fastest-pair = Also ist PE({ $piMultiple }π) ≠ PE(0), obwohl sich das schnellste Paar wiederholt: Ein einzelnes Paar kann sich wiederholen, aber damit sich der Vektor wiederholt, müssten alle Paare zugleich ganze Umdrehungen vollenden, was die Streuung der Frequenzen über jeden realistischen Bereich verhindert.
core-slip-aliasing-whole-vector-assumed-repeat-with-fastest = Anscheinend wurde angenommen, dass sich der ganze Vektor mit dem schnellsten Paar wiederholt, was den Wert bei pos = 0 ergibt, { $atZero }. Paar { $pair } dreht sich mit ω = { $omega }, hat sich also bis pos = { $piMultiple }π um { $theta } rad bewegt, keine ganze Umdrehung.
core-refuse-aliasing-choice-question-needs-d-model = Die Auswahlfrage zur Wiederholung braucht ein d_model von mindestens 4: Bei d_model = 2 wiederholt sich das einzige Paar und damit auch der ganze Vektor.
core-aliasing-only-fastest-pair-completes-whole-turns = Nur das schnellste Paar vollendet über { $piMultiple }π ganze Umdrehungen; die anderen Paare drehen sich mit kleineren Frequenzen und landen an anderen Stellen ihrer Kreise.
core-aliasing-fastest-pair-has-0-1-period = Das schnellste Paar hat ω_0 = 1 und eine Periode von genau 2π, daher kehrt es über { $piMultiple }π genau an seinen Ausgangspunkt zurück.
core-prompt-aliasing-settings-d-model-base-at-formula = Einstellungen: d_model = { $dModel }, Basis { $base }. An den Formelpositionen p und p + { $piMultiple }π hat das schnellste Paar (ω_0 = 1) genau denselben Sinus und Kosinus. Was lässt sich über die ganzen Vektoren PE(p) und PE(p + { $piMultiple }π) sagen?
core-hint-aliasing-compare-angle-each-pair-turns-through = Vergleichen Sie den Winkel, um den sich jedes Paar über { $piMultiple }π dreht, mit einer ganzen Zahl von Umdrehungen.
core-step-aliasing-over-fastest-pair-turns-whole-turn = Über { $piMultiple }π ≈ { $pos } dreht sich das schnellste Paar { $turns } ganze { $turns ->
        [one] Umdrehung
       *[other] Umdrehungen
    } und kehrt zurück.
core-step-aliasing-pair-1-has-turns-through-rad = Paar 1 hat { $frequency }, dreht sich also um { $theta1 } rad, { $theta12 } einer Umdrehung: Von p = 0 aus geht sein Sinus von 0 auf { $sinOf }.
core-step-aliasing-pe-p-pe-p-one-pair = Also ist PE(p) ≠ PE(p + { $piMultiple }π): Ein Paar kann sich wiederholen, aber der Vektor wiederholt sich nur, wenn jedes Paar zugleich ganze Umdrehungen vollendet.
core-question-kind-coordinate = eine Frage vom Typ coordinate
core-question-kind-aliasing = eine Frage vom Typ aliasing
core-question-kind-rotation = eine Frage vom Typ rotation
core-question-kind-wavelength = eine Frage vom Typ wavelength
core-question-kind-dot = eine Frage vom Typ dot
core-question-kind-rope-angle = eine Frage vom Typ rope-angle
core-question-kind-rope-score = eine Frage vom Typ rope-score
core-question-kind-rope-scaled = eine Frage vom Typ rope-scaled
core-question-kind-rope-turns = eine Frage vom Typ rope-turns
core-question-kind-position-zero-choice = eine Frage vom Typ position-zero-choice
core-refuse-spec-unknown-parameter = Fragenspezifikation: { $name } ist kein Parameter; { $question } akzeptiert { $others } und { $last }.
core-refuse-spec-unknown-parameter-takes-one = Fragenspezifikation: { $name } ist kein Parameter; { $question } akzeptiert { $last }.
core-refuse-spec-given-twice = Fragenspezifikation: { $name } ist doppelt angegeben.
core-refuse-spec-missing = Fragenspezifikation: { $question } braucht { $name }; { $rule }.
core-refuse-spec-not-a-number = Fragenspezifikation: { $name } = { $received } ist keine Zahl; { $rule }.
core-refuse-spec-out-of-range = Fragenspezifikation: { $name } = { $received } liegt außerhalb des zulässigen Bereichs; { $rule }.
core-refuse-spec-not-a-list = Fragenspezifikation: { $name } = { $received } ist keine Liste; { $rule }.
core-refuse-spec-entry-out-of-range = Fragenspezifikation: { $name } liegt außerhalb des zulässigen Bereichs; { $rule }.
core-refuse-spec-entry-missing = Fragenspezifikation: { $name } braucht { $stem }{ $missing }]; { $rule }.
core-refuse-spec-not-an-object = Fragenspezifikation: { $name } = { $received } ist kein Objekt wie { $example }.
core-refuse-spec-object-missing = Fragenspezifikation: { $question } braucht { $name }, ein Objekt wie { $example }.
core-refuse-spec-not-allowed = Fragenspezifikation: { $name } = { $received } ist nicht zulässig; { $rule }.
core-refuse-spec-kind-missing = Fragenspezifikation: kind fehlt; zulässig ist einer der Werte { $kinds } oder { $last }.
core-refuse-spec-kind-unknown = Fragenspezifikation: kind „{ $kind }“ ist kein Fragetyp; zulässig ist einer der Werte { $kinds } oder { $last }.
core-rule-decimals = decimals ist eine ganze Zahl von 1 bis { $max }
core-rule-token = eine Tokennummer ist eine ganze Zahl von { $origin } bis 10^15 (Tokens sind ab { $origin } nummeriert)
core-rule-rope-token = eine Tokennummer ist eine ganze Zahl von { $origin } bis 10^6 (Tokens sind ab { $origin } nummeriert)
core-rule-pair = bei d_model = { $dModel } ist der Paarindex k eine ganze Zahl von 0 bis { $last }
core-rule-coordinate = bei d_model = { $dModel } ist der Koordinatenindex eine ganze Zahl von 0 bis { $last }
core-rule-offset = von Tokennummer { $token } aus ist der Versatz eine ganze Zahl von { $lowest } bis { $highest }, damit er auf einer Tokennummer von { $origin } bis 10^15 landet
core-rule-rope-score-vectors = bei d_model = { $dModel } sind q und k Listen von { $dModel } Zahlen von −1000 bis 1000 (q[0] bis q[{ $last }])
core-rule-turns = turns ist eine ganze Zahl von 1 bis 1000
core-rule-context = die Kontextlänge ist eine ganze Zahl von Tokens von 1 bis 10^12
core-rule-rope-scaled-quantity = quantity ist „frequency“ (θ'_k) oder „wavelength“ (λ'_k)
core-refuse-seed-must-whole-number-from-0 = seed muss eine ganze Zahl von 0 bis 2^53 (9007199254740992) sein; erhalten: { $seed }.
core-refuse-count-must-whole-number-from-1 = count muss eine ganze Zahl von 1 bis { $maxQuizCount } sein (Fragen in einem Quiz); erhalten: { $count }.
core-refuse-topics-must-sinusoidal-2017-encoding-rope = topics muss „sinusoidal“ (die Kodierung von 2017), „rope“ oder „both“ sein; erhalten: „{ $topics }“.
core-refuse-coordinate-question-about-cell-b-c = Eine Koordinatenfrage betrifft Zelle A, B, C oder F; erhalten: „{ $std }“.
core-prompt-coordinate-first-token-token-number-what-coordinate = Das erste Token hat die Tokennummer { $token }. Welchen Wert hat Koordinate { $i } seiner Positionskodierung?
core-hint-coordinate-work-out-formula-position-first-token = Bestimmen Sie die Formelposition des ersten Tokens (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }) und überlegen Sie dann, welche Werte Sinus und Kosinus bei diesem Winkel haben.
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = Koordinate { $i } gehört zum schnellsten Paar (k = 0, ω_0 = 1). Welchen Wert hat sie für Tokennummer { $token }?
core-hint-coordinate-with-0-1-angle-radians-equals = Mit ω_0 = 1 ist der Winkel im Bogenmaß gleich der Position pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }. Eine volle Umdrehung sind 2π ≈ 6,2832 Positionen; prüfen Sie also, wie weit er über ganze Umdrehungen hinausgeht.
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = Koordinate { $i } gehört zum langsamsten Paar (k = { $pair }). Welchen Wert hat sie für Tokennummer { $token }?
core-hint-coordinate-slowest-pair-has-over-small-arc = Das langsamste Paar hat ω = { $base }^(−{ $pair }/{ $dModel }). Bei einem kleinen Bogen liegt der Sinus knapp unter dem Winkel selbst (sin x ≈ x − x³/6).
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = Welchen Wert hat Koordinate { $i } der Positionskodierung von Tokennummer { $token }?
core-hint-coordinate-find-pair-k-coordinate-frequency-k = Bestimmen Sie das Paar k der Koordinate und seine Frequenz ω_k = b^(−2k/d_model), dann den { $function } des Winkels pos·ω_k im Bogenmaß (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }).
core-prompt-coordinate-token-number-lies-far-beyond-short = Tokennummer { $token } liegt weit jenseits kurzer Trainingslängen. Welchen Wert hat Koordinate { $i } ihrer Positionskodierung?
core-hint-coordinate-angle-pos-k-large-but-sine = Der Winkel pos·ω_k ist groß, aber Sinus und Kosinus wiederholen sich alle 2π: Werten Sie ihn im Bogenmaß aus (oder ziehen Sie zuerst ganze Umdrehungen ab).
core-prompt-coordinate-give-at-least-decimal-place = Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-coordinate-token-number-with-tokens-numbered-from = Tokennummer { $token } liegt bei Nummerierung ab { $o } an der Formelposition pos = { $from ->
        [zero] { $pos }
       *[one] { $token } − { $o } = { $pos }
    }.
core-step-coordinate-frequency = Seine Frequenz ist { $frequency }.
core-step-coordinate-angle-pos-rad = Der Winkel ist θ = pos · ω_{ $pair } = { $pos } × { $omega } { $theta } rad.
core-step-coordinate-every-pair-has-angle-0-at = Jedes Paar hat bei pos = 0 den Winkel 0, und sin 0 = 0, cos 0 = 1, daher ist Koordinate { $i } gleich { $f } 0 = { $value }.
core-step-coordinate-pe-0-not-zero-vector-all = PE(0) ist nicht der Nullvektor: Alle Sinuswerte sind 0 und alle Kosinuswerte 1, unabhängig von der Basis (hier { $vectorAtZero }).
core-step-coordinate-nearest-turns = Die nächste ganze Zahl von Umdrehungen ist { $turns } ({ $turns } × 2π ≈ { $turnsAngle }), daher liegt der Winkel { $rest } rad { $side }, nahe am Anfang des Kreises.
core-step-coordinate-value-after-turns = { $fn }({ $angle }) = { $fn }({ $rest }) ≈ { $value }, auf { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } gerundet { $rounded }.
core-step-coordinate-value = { $fn }({ $angle }) ≈ { $value }, auf { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } gerundet { $rounded }.
core-step-coordinate-fastest-pair-comes-back-close-start = Das schnellste Paar kehrt alle 2π ≈ 6,28 Positionen nahe an seinen Anfang zurück, aber nie genau an einer ganzzahligen Position; langsamere Paare unterscheiden solche Positionen.
core-step-coordinate-only-full-turn-small-arc = Das ist nur { $theta } einer vollen Umdrehung, ein kleiner Bogen.
core-step-coordinate-sine-below-angle-only-about-6 = Der Sinus liegt nur um etwa θ³/6 ≈ { $theta } unter dem Winkel: Dieses Paar ändert sich fast linear mit der Position, was es zu einem groben, globalen Positionssignal macht.
core-step-coordinate-about-turns-removing-whole-turns-leaves = Das sind etwa { $theta } Umdrehungen; nach Abzug von { $turns } ganzen Umdrehungen bleiben { $theta2 } rad.
core-step-coordinate-however-large-position-every-coordinate-stays = Wie groß die Position auch ist, jede Koordinate bleibt in [−1, 1], und der ganze Vektor hat die Länge √(d_model/2) ≈ { $powOf }: Nichts wächst mit der Position.
core-prompt-dot-what-dot-product-pe-pe-encodings = Welchen Wert hat das Skalarprodukt PE({ $tokenP }) · PE({ $tokenQ }) der Kodierungen der Tokennummern { $tokenP } und { $tokenQ }? Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-dot-each-pair-k-contributes-sin-k = Jedes Paar k trägt sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q)) bei, daher ist PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) über { $pairs ->
        [one] das einzige Paar
       *[other] die { $pairs } Paare
    }.
core-step-dot-gap-p-q-index-origin-cancels = Der Abstand ist p − q = { $tokenP } − { $tokenQ } = { $gap } (der Indexursprung hebt sich in der Differenz auf, und die Anordnung ändert nur die Reihenfolge der Terme).
core-step-dot-sum = Summe: { $value }, auf { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } gerundet { $rounded }.
core-step-dot-at-zero-gap-every-term-cos = Bei Abstand null ist jeder Term cos 0 = 1, daher ist das Skalarprodukt d_model/2 = { $pairs }: |PE(t)|² ist für jedes Token gleich.
core-step-dot-swapping-two-tokens-turns-gap-into = Vertauscht man die beiden Tokens, wird der Abstand zu { $gap }, und der Kosinus ist gerade, daher bleibt der Wert gleich; zwei beliebige Tokens im Abstand { $std } ergeben ihn ebenfalls.
core-slip-dot-only-pair-counted-cos-dot-product = Anscheinend wurde nur Paar { $k } gezählt: cos(ω_{ $k } × { $gap }) ≈ { $vValue }. Das Skalarprodukt addiert einen solchen Term für jedes Paar, insgesamt { $pairs } { $pairs ->
        [one] Term
       *[other] Terme
    }.
core-slip-dot-every-coordinate-counted-as-full-term = Anscheinend wurde jede Koordinate als voller Term gezählt, was die Summe verdoppelt: { $value }. Jedes Paar ergibt einen Term, sin·sin + cos·cos = cos(ω_k (p − q)), also gibt es d_model/2 Terme, nicht d_model.
core-slip-dot-positions-added-k-cos-k-p = Anscheinend wurden die Positionen addiert: Σ_k cos(ω_k (p + q)) ≈ { $sumPositions }. Die Identität ergibt cos(ω_k (p − q)): Nur der Abstand zählt.
core-slip-dot-only-sine-products-summed-k-sin = Anscheinend wurden nur die Sinusprodukte summiert: Σ_k sin(ω_k p) sin(ω_k q) ≈ { $sines }. Jedes Paar trägt sin·sin + cos·cos bei.
core-slip-dot-angles-taken-degrees-k-cos-k = Anscheinend wurden die Winkel in Grad genommen: Σ_k cos(ω_k · { $gap }°) ≈ { $degrees }. Die Formel misst Winkel im Bogenmaß.
core-slip-dot-exponent-built-from-pair-index-k = Anscheinend wurde der Exponent aus dem Paarindex k statt aus 2k gebildet, als b^(k/d_model): Das ergibt { $exponentK }. Die Frequenz von Paar k ist b^(−2k/d_model).
core-prompt-position-zero-which-statement-describes-positional-encoding-first = Welche Aussage beschreibt die Positionskodierung des ersten Tokens, Tokennummer { $origin }?
core-step-position-zero-token-number-at-formula-position-pos = Tokennummer { $origin } liegt an der Formelposition pos = { $from ->
        [zero] 0
       *[one] { $origin } − { $origin } = 0
    }.
core-step-position-zero-every-pairs-angle-k-0-0 = Der Winkel jedes Paares ist ω_k · 0 = 0, unabhängig von ω_k, daher ist jeder Sinus sin 0 = 0 und jeder Kosinus cos 0 = 1.
core-step-position-zero-pe-0-layout-fixed-pattern-length = Also ist PE(0) = { $vectorAtZero } bei { $layout }er Anordnung: ein festes Muster der Länge √(d_model/2), nicht der Nullvektor.
core-refuse-turns-must-whole-number-from-1 = turns muss eine ganze Zahl von 1 bis 1000 sein; erhalten: { $turns }.
core-refuse-context-length-must-whole-number-tokens = Die Kontextlänge muss eine ganze Zahl von Tokens von 1 bis 10^12 sein; erhalten: { $context }.
core-refuse-option-order-must-permutation-0-1 = Die Reihenfolge der Optionen muss eine Permutation von 0, 1, 2, 3 sein.
core-refuse-question-asks-for-1-decimals-received = Eine Frage verlangt 1 bis { $maxDecimals } Dezimalstellen; erhalten: { $decimals }.
core-refuse-rope-token-out-of-range = { $name } muss eine ganze Zahl von { $origin } bis 10^6 sein (Tokens nummeriert ab { $origin }); erhalten: { $received }.
core-step-question-builder-interleaved-layout-even-coordinates-sines-odd = Bei verschränkter Anordnung sind die geraden Koordinaten Sinus- und die ungeraden Kosinuswerte, und die Koordinaten 2k und 2k + 1 bilden Paar k; daher ist Koordinate { $i } der { $function } von Paar k = { $pair }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines = Bei verketteter Anordnung sind die Koordinaten 0 bis { $half } Sinus- und { $half1 } bis { $dModel } Kosinuswerte, daher ist Koordinate { $i } der { $function } von Paar k = { $i }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 = Bei verketteter Anordnung sind die Koordinaten 0 bis { $half } Sinus- und { $half1 } bis { $dModel } Kosinuswerte, daher ist Koordinate { $i } der { $function } von Paar k = { $i } − { $half1 } = { $pair }.
core-prompt-rope-angle-rope-turns-pair-k-coordinates-query = RoPE dreht Paar k = { $k } (Koordinaten { $first } und { $second }) der Query oder des Keys von Tokennummer { $token } um einen Winkel. Wie groß ist dieser Winkel im Bogenmaß, gegen den Uhrzeigersinn positiv, als ganzes Produkt m·θ_k (ganze Umdrehungen nicht abgezogen)? Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-rope-angle-tokens-position-m = Die Position des Tokens ist m = { $from ->
        [zero] { $m }
       *[one] { $token } − { $o } = { $m }
    }.
core-step-rope-angle-pair-k-turns-at-rad-per = Paar k = { $k } dreht sich mit { $frequency } rad pro Position.
core-step-rope-angle-angle-m-rad-counter-clockwise-roformers = Der Winkel ist m·θ_{ $k } = { $m } × { $theta } { $angle } rad, gegen den Uhrzeigersinn: Der Block [[cos, −sin], [sin, cos]] von RoFormer dreht (x_a, x_b) zu (x_a cos − x_b sin, x_a sin + x_b cos).
core-step-rope-angle-whole-turn-rad-more-layout-decides = Das sind { $turns } ganze { $turns ->
        [one] Umdrehung
       *[other] Umdrehungen
    } und { $angle } rad mehr; die Anordnung entscheidet nur, welche zwei Koordinaten das Paar bilden, nicht über den Winkel.
core-step-rope-angle-less-than-one-turn-layout-decides = Das ist weniger als eine Umdrehung; die Anordnung entscheidet nur, welche zwei Koordinaten das Paar bilden, nicht über den Winkel.
core-slip-rope-angle-pair-turned-clockwise-m-k-rope = Anscheinend wurde das Paar im Uhrzeigersinn gedreht: Das ist −m·θ_k { $angle }. RoPE dreht gegen den Uhrzeigersinn, um +m·θ_k.
core-slip-rope-angle-angle-given-degrees-question-asks-for = Anscheinend wurde der Winkel in Grad angegeben, { $inDegrees }°. Die Frage verlangt das Bogenmaß.
core-slip-rope-angle-roformers-i-b-2-i-1 = Anscheinend wurde θ_i = b^(−2(i − 1)/d) von RoFormer verwendet, mit dem ab 1 zählenden i als k = { $k }: Das ergibt m × { $base }^(−{ $k2 }/{ $dModel }) { $oneBased }. RoFormer zählt die Paare ab i = 1; mit dem ab 0 zählenden k des Codes ist θ_k = b^(−2k/d).
core-slip-rope-angle-position-taken-as-instead-m-gives = Anscheinend wurde die Position als { $off } statt als m = { $m } genommen: Das ergibt { $shifted }. Bei Tokens nummeriert ab { $o } liegt Tokennummer { $token } an Position { $m }.
core-scaling-linear = Position Interpolation (lineare Skalierung, Faktor { $factor })
core-scaling-ntk = NTK-aware-Skalierung (Faktor { $factor })
core-scaling-dynamic = dynamische NTK-Skalierung (Faktor { $factor }, ursprünglicher Kontext { $originalContext }, eine Sequenz von { $length } Tokens)
core-scaling-yarn = YaRN (Faktor { $factor }, ursprünglicher Kontext { $originalContext }, betaFast { $betaFast }, betaSlow { $betaSlow }{ $truncate })
core-scaling-llama3 = die Skalierung von Llama 3.1 (llama3: Faktor { $factor }, ursprünglicher Kontext { $originalContext }, lowFreqFactor { $lowFreqFactor }, highFreqFactor { $highFreqFactor })
core-refuse-rope-scaled-question-needs-scaling-method = Eine Frage vom Typ rope-scaled braucht eine Skalierungsmethode; erhalten: keine.
core-prompt-rope-scaled-wavelength = Der Kontext des Modells wird mit diesem Verfahren erweitert: { $method }. Wie groß ist die Wellenlänge λ'_{ $k } = 2π/θ'_{ $k } von Paar k = { $k } nach der Skalierung, in Positionen? Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-prompt-rope-scaled-frequency = Der Kontext des Modells wird mit diesem Verfahren erweitert: { $method }. Wie groß ist die Frequenz θ'_{ $k } von Paar k = { $k } nach der Skalierung, in rad pro Position? Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-rope-scaled-unscaled = Unskaliert: { $frequency }.
core-step-rope-scaled-position-interpolation-reads-position-m-as = Position Interpolation liest Position m als m/{ $factor }, was dasselbe ist, wie jedes θ_k durch { $factor } zu teilen: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-dynamic-factor = Dynamisches NTK verwendet L = max(Länge, ursprünglicher Kontext) = { $length }: s·L/L₀ − (s − 1) = { $factor } × { $length }/{ $originalContext } − { $factorMinusOne } = { $raised }{ $remark }
core-step-rope-scaled-ntk-aware-scaling-raises-base-b = NTK-aware-Skalierung erhöht die Basis: b' = b × { $raised }^(d/(d − 2)) = { $base } × { $raised }^({ $dModel }/{ $dModel3 }) ≈ { $base4 }, daher ist θ'_{ $k } = b'^(−{ $k6 }/{ $dModel }) ≈ { $scaledExactly }.
core-step-rope-scaled-with-d-2-only-pair-has = Bei d = 2 hat das einzige Paar θ_0 = 1, unabhängig von der Basis, daher ist θ'_0 = 1.
core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow = YaRN bestimmt die Paare, die sich über den ursprünglichen Kontext betaFast = { $betaFast } bzw. betaSlow = { $betaSlow } Mal drehen: k(β) = d·ln(L₀/(2πβ))/(2·ln b) ergibt k({ $betaFast }) ≈ { $low } und k({ $betaSlow }) ≈ { $high }.
core-step-rope-scaled-ramp = { $range }zwischen den Paaren { $lo } und { $hi } wächst der Anteil von θ_k/s linear: Für k = { $k } ist er γ = clamp((k − { $lo })/({ $hi } − { $lo }), 0, 1) = { $ramp }.
core-step-rope-scaled-yarn-frequency = θ'_{ $k } = (1 − γ)·θ_{ $k } + γ·θ_{ $k }/{ $factor } ≈ { $scaledExactly }{ $remark }
core-step-rope-scaled-llama-3-1-compares-wavelength-2 = Llama 3.1 vergleicht die Wellenlänge λ_{ $k } = 2π/θ_{ $k } ≈ { $wavelength } mit L₀/highFreqFactor = { $shortest } und L₀/lowFreqFactor = { $longest }.
core-step-rope-scaled-shorter-than-pair-keeps-frequency = λ_{ $k } ist kürzer als { $shortest }, daher behält das Paar seine Frequenz: θ'_{ $k } = θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-longer-than-pair-interpolated = λ_{ $k } ist länger als { $longest }, daher wird das Paar interpoliert: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-lies-between-two-mixed-smooth-l = λ_{ $k } liegt zwischen den beiden, daher wird θ_{ $k } gemischt: smooth = (L₀/λ_{ $k } − { $lowFreqFactor })/({ $highFreqFactor } − { $lowFreqFactor }) ≈ { $smooth }, θ'_{ $k } = (1 − smooth)·θ_{ $k }/{ $factor } + smooth·θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-wavelength = λ'_{ $k } = 2π/θ'_{ $k } ≈ { $value } Positionen{ $comparison }
core-phrase-rope-scaled-times-longer = , das { $times }-Fache von λ_{ $k }.
core-phrase-rope-scaled-as-before = , wie vor der Skalierung.
core-slip-rope-scaled-factor-multiplied-base-b-2k-d = Anscheinend wurde die Basis mit dem Faktor multipliziert, (b·{ $factor })^(−2k/d): Das ergibt { $onBase }. Position Interpolation teilt die Positionen (m/{ $factor }), daher wird jedes θ_k durch { $factor } geteilt.
core-slip-rope-scaled-base-multiplied-without-exponent-d-d = Anscheinend wurde die Basis ohne den Exponenten d/(d − 2) = { $dModel }/{ $dModel2 } mit { $raised } multipliziert: Das ergibt { $dropped }. NTK-aware-Skalierung erhöht die Basis auf b·{ $raised }^(d/(d − 2)), damit das langsamste Paar um genau den Faktor interpoliert wird.
core-slip-rope-scaled-2-left-out-1-pair-repeats = Anscheinend wurde 2π weggelassen: 1/θ'_{ $k } ≈ { $scaledExactly }. Ein Paar wiederholt sich, wenn sein Winkel um 2π wächst, daher ist λ' = 2π/θ'.
core-slip-rope-scaled-roformers-i-b-2-i-1 = Anscheinend wurde θ_i = b^(−2(i − 1)/d) von RoFormer verwendet, mit dem ab 1 zählenden i als k = { $k }, also die Frequenz von Paar { $k1 }: Das ergibt { $shifted }. Mit k ab 0 gezählt ist θ_k = b^(−2k/d).
core-refuse-must-number-from-1000-1000-received = { $name }[{ $j }] muss eine Zahl von −1000 bis 1000 sein; erhalten: { $j2 }.
core-prompt-rope-score-query-q-at-token-number-m = Eine Query q = { $query } steht bei Tokennummer m = { $tokenM } und ein Key k = { $key } bei Tokennummer n = { $tokenN }. RoPE dreht jedes Paar von q um m·θ_k und jedes Paar von k um n·θ_k, gegen den Uhrzeigersinn. Welchen Wert hat der Attention-Score q_m · k_n, das Skalarprodukt der beiden gedrehten Vektoren (vor der Skalierung mit 1/√d)? Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-rope-score-only-signed-offset-counts-m-n = Nur der vorzeichenbehaftete Versatz zählt: m − n = { $tokenM } − { $tokenN } = { $offset } (die Nummerierung der Tokens hebt sich auf).
core-step-rope-score-sum = Summe: { $value }, auf { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } gerundet { $rounded }. Dieselben zwei Vektoren bei den Tokens m + t und n + t ergeben für jedes t denselben Score.
core-slip-rope-score-distance-m-n-used-for-offset = Anscheinend wurde der Abstand |m − n| = { $std } als Versatz verwendet: Das ergibt { $absolute }. Die Sinusterme wechseln mit m − n = { $offset } das Vorzeichen, daher hängt der Score vom vorzeichenbehafteten Versatz ab (beide Vektoren im Uhrzeigersinn zu drehen ergibt denselben falschen Wert).
core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns = Anscheinend wurden die Paare im Uhrzeigersinn gedreht: Das ergibt { $clockwise }. RoPE dreht sie gegen den Uhrzeigersinn, [[cos, −sin], [sin, cos]].
core-slip-rope-score-coordinates-paired-other-way-gives-here = Anscheinend wurden die Koordinaten andersherum gepaart, { $sValue }: Das ergibt { $otherLayout }. Hier sind die Paare { $sValue2 }.
core-slip-rope-score-angles-taken-degrees-gives-m-n = Anscheinend wurden die Winkel in Grad genommen: Das ergibt { $inDegrees }. (m − n)·θ_k ist im Bogenmaß.
core-slip-rope-score-roformers-i-b-2-i-1 = Anscheinend wurde θ_i = b^(−2(i − 1)/d) von RoFormer verwendet, mit dem ab 1 zählenden i als k des Codes: Das ergibt { $shifted }. Mit k ab 0 gezählt ist θ_k = b^(−2k/d).
core-prompt-rope-turns-pair-k-turns-k-b-2k = Paar k dreht sich pro Position um θ_k = b^(−2k/d) und vollendet daher alle λ_k = 2π/θ_k Positionen eine volle Umdrehung. Wie viele der { $pairs } Paare vollenden innerhalb eines Kontexts von { $context } Tokens keine einzige Umdrehung (λ_k länger als der Kontext)?
core-prompt-rope-turns-give-at-least-decimal-place = Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-rope-turns-k-2-2k-exactly-when-k = λ_k = 2π·{ $base }^(2k/{ $dModel }) > { $context } genau dann, wenn k > { $dModel }·ln({ $context }/2π)/(2·ln { $base }) ≈ { $threshold }.
core-step-rope-turns-no-pair-above-even-slowest-k = Kein Paar liegt darüber: Selbst das langsamste, k = { $pairs }, hat λ ≈ { $wavelength } ≤ { $context }, daher dreht sich jedes Paar mindestens einmal.
core-step-rope-turns-pairs-k-above-slowest-completes-only = Die Paare k = { $count } … { $pairs } liegen darüber ({ $count2 } von { $pairs3 }): Das langsamste vollendet nur { $context } einer Umdrehung. Diese Paare hat ein Modell im Training nie eine volle Umdrehung machen sehen; genau sie interpolieren YaRN und Llama 3.1, wenn der Kontext erweitert wird.
core-slip-rope-turns-2-left-out-wavelength-b-2k = Anscheinend wurde 2π in der Wellenlänge weggelassen, b^(2k/d) verglichen mit { $context }: Das ergibt { $pairsLongerThan } { $pairsLongerThan ->
        [one] Paar
       *[other] Paare
    }. λ_k = 2π·b^(2k/d).
core-slip-rope-turns-roformers-one-based-i-read-as = Anscheinend wurde das ab 1 zählende i von RoFormer als k des Codes gelesen, λ = 2π·b^(2(k − 1)/d): Das ergibt { $pairsLongerThan } { $pairsLongerThan ->
        [one] Paar
       *[other] Paare
    }. Mit k ab 0 gezählt ist λ_k = 2π·b^(2k/d).
core-prompt-rotation-for-token-number-pair-k-holds = Für Tokennummer { $token } enthält Paar k = { $k } ({ $frequency }) sin θ = { $sinT } und cos θ = { $cosT }.
core-prompt-rotation-token-number-offset-fixed-offset-rotates = Tokennummer { $target } liegt { $distance } { $positions }{ $later } (Versatz Δ = { $offset }). Ein fester Versatz dreht jedes Paar: Berechnen Sie aus diesen beiden Werten den { $function } von Paar { $k } bei Tokennummer { $target }. Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-hint-rotation-rotation-angle-k-keeps-sign-then = Der Rotationswinkel ist φ = ω_k · Δ und behält das Vorzeichen von Δ. Dann gilt sin(θ + φ) = sin θ cos φ + cos θ sin φ und cos(θ + φ) = cos θ cos φ − sin θ sin φ.
core-step-rotation-rotation-angle-rad = Der Rotationswinkel ist φ = ω_{ $k } · Δ = { $omega } × { $offset } { $phi } rad{ $backwards }
core-step-rotation-cos-sin = cos φ ≈ { $cp } und sin φ ≈ { $sp }.
core-step-rotation-with-pair-stacked-sine-first-cos = Steht der Sinus oben im Paar, bildet [[cos φ, sin φ], [−sin φ, cos φ]] das Paar [sin θ, cos θ] bei Token { $token } auf das Paar bei Token { $target } ab. Obere Zeile: sin θ cos φ + cos θ sin φ = { $sinT } × { $cp } + { $cosT } × { $sp } ≈ { $value }.
core-step-rotation-with-pair-stacked-sine-first-cos-2 = Steht der Sinus oben im Paar, bildet [[cos φ, sin φ], [−sin φ, cos φ]] das Paar [sin θ, cos θ] bei Token { $token } auf das Paar bei Token { $target } ab. Untere Zeile: cos θ cos φ − sin θ sin φ = { $cosT } × { $cp } − { $sinT } × { $sp } ≈ { $value }.
core-step-rotation-check-directly-angle-depends-only-on = Probe: direkt ist { $fnName }(ω_{ $k } × { $offset }) ≈ { $fnOf }. Der Winkel φ hängt nur von Δ ab, nicht vom Token: Dieselbe Matrix verschiebt jede Position um { $offset4 }.
core-slip-rotation-pair-rotated-instead-gives-offset-rotates = Anscheinend wurde das Paar um −φ statt um +φ gedreht: Das ergibt { $wrongSign }. Der Versatz Δ = { $offset } dreht um φ = ω_k · Δ { $phi } rad, samt Vorzeichen{ $offset3 }
core-slip-rotation-row-used-gives-but-question-asks = Anscheinend wurde die Zeile für den { $askSine } verwendet: Sie ergibt { $otherRow }, aber die Frage verlangt den { $function } des Paares.
core-slip-rotation-taken-degrees-rotating-gives-k-radians = Anscheinend wurde φ = { $phi } in Grad genommen: Eine Drehung um { $phi }° ergibt { $inDegrees }. φ = ω_k · Δ ist im Bogenmaß.
core-slip-rotation-pair-rotated-angle-token-itself-k = Anscheinend wurde das Paar um den Winkel von Token { $target } selbst gedreht, ω_k × { $offset } { $psi } rad, was { $absolute } ergibt. Die Rotation für einen Versatz ist φ = ω_k · Δ, unabhängig von der Position.
core-formula-fraction = { $numerator }/{ $denominator }
core-prompt-wavelength-pair-k-turns-at-wavelength-number = Paar k = { $k } dreht sich mit { $frequency }. Seine Wellenlänge λ_{ $k } ist die Zahl der Positionen, die es für eine volle Umdrehung braucht. Wie groß ist λ_{ $k }? Vergleichen Sie sie dann mit einem Kontext von { $context } Tokens. Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-wavelength-pair-k-has-exponent-2k-d = Paar k = { $k } hat den Exponenten 2k/d_model = { $exponent }, daher gilt { $frequency }.
core-step-wavelength-0-2-0-2-positions-fastest = λ_0 = 2π/ω_0 = 2π ≈ { $lambda } Positionen: Das schnellste Paar dreht sich alle 2π Positionen einmal, unabhängig von der Basis.
core-step-wavelength-2-2-2-positions = λ_{ $k } = 2π/ω_{ $k } = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } Positionen.
core-step-wavelength-over-context-pair-turns-only-times = λ_{ $k } ≥ { $context }: Über den Kontext dreht sich Paar { $k } nur { $lambda }-mal, weniger als einmal.
core-step-wavelength-over-context-pair-wraps-about-times = λ_{ $k } < { $context }: Über den Kontext läuft Paar { $k } etwa { $lambda }-mal herum und wiederholt sich daher für sich genommen; die langsameren Paare (größeres k) unterscheiden weit entfernte Positionen.
core-slip-wavelength-2-left-out-1-pair-repeats = Anscheinend wurde 2π weggelassen: 1/ω_{ $k } = { $base }^({ $exponent }) ≈ { $power }. Ein Paar wiederholt sich, wenn sein Winkel um 2π wächst, daher ist λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 = Anscheinend wurde die Frequenz statt der Wellenlänge angegeben: ω_{ $k } ≈ { $omega }. Die Wellenlänge ist 2π/ω, die Zahl der Positionen pro voller Umdrehung.
core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max = Das langsamste Paar bestimmt die längste Wellenlänge λ_max: die Zahl der Positionen, die es für eine volle Umdrehung braucht. Wie groß ist λ_max? Vergleichen Sie sie dann mit einem Kontext von { $context } Tokens. Geben Sie mindestens { $decimals } { $decimals ->
        [one] Dezimalstelle
       *[other] Dezimalstellen
    } an.
core-step-wavelength-slowest-pair-k-d-model-2 = Das langsamste Paar ist k = d_model/2 − 1 = { $k }, daher ist sein Exponent 2k/d_model = { $exponent }.
core-step-wavelength-min = ω_min = { $base }^(−{ $exponent }) ≈ { $omega }.
core-step-wavelength-max-2-min-2-2-positions = λ_max = 2π/ω_min = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } Positionen.
core-step-wavelength-with-d-model-2-only-pair = Bei d_model = 2 hat das einzige Paar ω = 1, unabhängig von der Basis, daher ist λ_max = 2π: Die Basis kann sie nicht verlängern.
core-step-wavelength-max-over-context-slowest-pair-turns = λ_max ≥ { $context }: Über den Kontext dreht sich das langsamste Paar nur { $lambda }-mal, weniger als einmal, daher fallen weit entfernte Positionen bei ihm nicht zusammen; Basis { $base } ist groß genug.
core-step-wavelength-max-over-context-slowest-pair-wraps = λ_max < { $context }: Über den Kontext läuft das langsamste Paar etwa { $lambda }-mal herum, daher können weit entfernte Positionen zusammenfallen; nötig wäre eine Basis von mindestens (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase }.
core-step-wavelength-max-pair-wraps-about-times-over = λ_max < { $context }: Das Paar läuft über den Kontext etwa { $lambda }-mal herum.
core-slip-wavelength-2-left-out-1-min-pair = Anscheinend wurde 2π weggelassen: 1/ω_min = { $base }^({ $exponent }) ≈ { $power }. Ein Paar wiederholt sich, wenn sein Winkel um 2π wächst, daher ist λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength = Anscheinend wurde die Frequenz statt der Wellenlänge angegeben: ω_min ≈ { $omega }. Die Wellenlänge ist 2π/ω, die Zahl der Positionen pro voller Umdrehung.
core-slip-wavelength-exponent-taken-as-1-2-slowest = Anscheinend wurde der Exponent als 1 genommen: 2π × { $base } ≈ { $twoPi }. Das langsamste Paar ist k = d_model/2 − 1, daher ist der Exponent (d_model − 2)/d_model = { $exponent }{ $not }
core-slip-wavelength-2-6-283-wavelength-fastest-pair = Das ist 2π ≈ 6,283, die Wellenlänge des schnellsten Paares (ω_0 = 1); gefragt ist nach dem langsamsten Paar.
core-refuse-choosing-base-needs-d-model-at = Für die Wahl einer Basis muss d_model mindestens 4 sein: Bei d_model = 2 hat das einzige Paar ω = 1, unabhängig von der Basis.
core-refuse-firstrung-must-from-1-9-smallest = firstRung muss zwischen 1 und 9 liegen (die kleinste gezeigte Basis ist 10^firstRung); erhalten: { $firstRung }.
core-refuse-none-bases-10-10-gives-max = Keine der Basen 10^{ $firstRung } bis 10^{ $firstRung1 } ergibt bei d_model = { $dModel } ein λ_max ≥ { $context }.
core-prompt-wavelength-settings-d-model-model-must-keep = Ein Modell muss Positionen über einen Kontext von { $context } Tokens in der richtigen Reihenfolge halten, daher darf sein langsamstes Paar innerhalb des Kontexts keine volle Umdrehung vollenden: Seine Wellenlänge λ_max muss mindestens { $context } betragen. Welche dieser Basen ist die kleinste, die das erreicht? (d_model = { $dModel })
core-choice-base = b = { $base }
core-step-base-choice-rung = b = { $base }: λ_max = 2π × { $base }^({ $exponent }) ≈ { $lambda }{ $comparison }{ $context }.
core-symbol-at-least = { " ≥ " }
core-symbol-below = { " < " }
core-hint-base-choice = λ_max = 2π/ω_min mit ω_min = b^(−(d_model − 2)/d_model); berechnen Sie es für jede Basis und vergleichen Sie mit der Kontextlänge.
core-slip-wavelength-base-you-get-with-max-2 = Diese Basis erhalten Sie mit λ_max = 2π·b, also mit dem Exponenten 1: 2π × { $j } ≈ { $twoPi }. Der Exponent des langsamsten Paares ist { $exponent }, daher ist λ_max ≈ { $j3 }, weniger als { $context }.
core-slip-wavelength-with-b-slowest-pairs-wavelength-max = Mit b = { $j } ist die Wellenlänge des langsamsten Paares λ_max ≈ { $j1 }, kürzer als der Kontext: Das Paar läuft etwa { $j2 }-mal herum, daher fallen weit entfernte Positionen zusammen.
core-slip-wavelength-base-you-get-when-max-computed = Diese Basis erhalten Sie, wenn λ_max ohne 2π berechnet wird (b^({ $exponent }) ≥ { $context }). Die Wellenlänge ist 2π/ω_min, um den Faktor 2π länger, daher erreicht schon eine kleinere Basis der Liste den Kontext.
core-slip-wavelength-b-works-max-but-not-smallest = b = { $j } funktioniert (λ_max ≈ { $j1 }), ist aber nicht die kleinste: Schon eine kleinere Basis der Liste ergibt λ_max ≥ { $context }.
core-step-wavelength-smallest-base-with-max-b-exactly = Die kleinste Basis mit λ_max ≥ { $context } ist b = { $answer }; genau genommen würde b ≥ (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase } genügen.
core-question-spec-prefix = Fragenspezifikation:{ " " }
core-rule-scaling-type = einer der Werte „linear“, „ntk“, „dynamic“, „yarn“ oder „llama3“ (oder scaling null für keine Skalierung)
core-rule-at-least-one = eine endliche Zahl von mindestens 1
core-rule-context-length = eine ganze Zahl von Tokens von 1 bis 10^9
core-rule-positive = eine endliche Zahl über 0
core-rule-true-or-false = true oder false
core-refuse-scaling-field-rule = { $prefix }scaling.{ $field } muss { $rule } sein; erhalten: { $received }.
core-refuse-scaling-not-a-field = { $prefix }scaling.{ $field } ist kein Feld der Skalierung { $method }, die { $others } und { $last } akzeptiert.
core-refuse-scaling-given-twice = { $prefix }scaling.{ $field } ist doppelt angegeben.
core-refuse-scaling-type-missing = { $prefix }scaling.type fehlt; erwartet wird { $rule }.
core-refuse-scaling-missing = { $prefix }scaling.{ $field } fehlt: Die Skalierung { $method } braucht dieses Feld ({ $rule }).
core-refuse-scaling-beta-slow-not-below-fast = { $prefix }scaling.betaSlow muss unter scaling.betaFast liegen; erhalten: betaFast { $betaFast } und betaSlow { $betaSlow }.
core-refuse-scaling-low-freq-not-below-high = { $prefix }scaling.lowFreqFactor muss unter scaling.highFreqFactor liegen; erhalten: lowFreqFactor { $lowFreqFactor } und highFreqFactor { $highFreqFactor }.
core-refuse-must-hold-d-model-numbers-one = { $name } muss d_model = { $dModel } Zahlen enthalten, eine pro Koordinate; erhalten: { $values }.
core-refuse-must-hold-d-model-numbers-d = { $name } muss { $count } × d_model = { $d } Zahlen enthalten, d_model = { $dModel } für jede der { $count } Positionen; erhalten: { $values }.
core-refuse-must-finite-number-received-2 = { $name }[{ $j }] muss eine endliche Zahl sein; erhalten: { $j2 }.
core-refuse-row-coordinate-must-finite-number-received = { $name }[{ $j }] (Zeile { $d }, Koordinate { $d3 }) muss eine endliche Zahl sein; erhalten: { $j4 }.
core-refuse-m-must-finite-number-querys-position = m muss eine endliche Zahl sein (die Position der Query); erhalten: { $m }.
core-refuse-n-must-finite-number-keys-position = n muss eine endliche Zahl sein (die Position des Keys); erhalten: { $n }.
core-refuse-r-must-finite-number-relative-distance = r muss eine endliche Zahl sein (ein relativer Abstand); erhalten: { $rValue }.
core-refuse-m-must-at-most-2-53 = m darf betragsmäßig höchstens 2^53 = 9007199254740992 sein, weil ein Double darüber hinaus nicht jede ganze Tokennummer darstellen kann; erhalten: { $rValue }.
core-refuse-m-must-at-most-2-53-2 = m[{ $rValue }] darf betragsmäßig höchstens 2^53 = 9007199254740992 sein, weil ein Double darüber hinaus nicht jede ganze Tokennummer darstellen kann; erhalten: { $rValue1 }.
core-refuse-m-must-finite-number-position-received = m muss eine endliche Zahl sein (eine Position); erhalten: { $rValue }.
core-refuse-m-must-finite-number-position-received-2 = m[{ $rValue }] muss eine endliche Zahl sein (eine Position); erhalten: { $rValue1 }.
core-text-aliasing-they-differ-slower-pairs-turn = Sie unterscheiden sich: Die langsameren Paare drehen sich um Winkel, die keine ganzen Umdrehungen sind, daher ändern sich einige ihrer Koordinaten.
core-text-aliasing-they-identical-once-one-pair = Sie sind identisch: Sobald sich ein Paar wiederholt, wiederholt sich der ganze Vektor.
core-text-aliasing-they-differ-every-coordinate-fastest = Sie unterscheiden sich in jeder Koordinate, auch im schnellsten Paar.
core-text-aliasing-they-identical-but-only-for = Sie sind identisch, aber nur für die Basis 10000 der Originalarbeit.
core-text-aliasing-base-sets-slower-frequencies-for = Die Basis bestimmt die langsameren Frequenzen, und für keine Basis vollenden diese zusammen mit dem schnellsten Paar ganze Umdrehungen; die Vektoren unterscheiden sich.
core-text-position-zero-sine-coordinates-all-0-cosine = Seine Sinus-Koordinaten sind alle 0 und seine Kosinus-Koordinaten alle 1.
core-text-position-zero-all-coordinates-0-first-position = Alle seine Koordinaten sind 0: Die erste Position fügt dem Embedding nichts hinzu.
core-text-position-zero-sine-coordinates-all-1-cosine = Seine Sinus-Koordinaten sind alle 1 und seine Kosinus-Koordinaten alle 0.
core-text-position-zero-coordinates-depend-on-base-because = Seine Koordinaten hängen von der Basis ab, weil jedes Paar seine eigene Frequenz hat.
core-text-position-zero-only-sines-vanish-at-position = Nur die Sinuswerte verschwinden bei Position 0; jede Kosinus-Koordinate ist cos 0 = 1, daher ist PE(0) ein festes, von null verschiedenes Muster.
core-text-position-zero-swaps-sine-cosine-at-angle = Das vertauscht Sinus und Kosinus: Beim Winkel 0 ist sin 0 = 0 und cos 0 = 1.
core-text-position-zero-every-frequency-times-position-0 = Jede Frequenz mal Position 0 ergibt den Winkel 0, daher fällt die Basis heraus: PE(0) ist für jede Basis gleich.
core-hint-position-zero-find-formula-position-first-token = Bestimmen Sie die Formelposition des ersten Tokens und dann den Winkel jedes Paares dort.
core-hint-dot-pair-pair-sin-sin-b = Paar für Paar gilt sin a · sin b + cos a · cos b = cos(a − b): Das Skalarprodukt ist eine Summe von d_model/2 Kosinuswerten von ω_k mal dem Abstand der beiden Positionen.
core-hint-rope-scaled-start-from-k-b-2k = Gehen Sie von θ_k = b^(−2k/d) aus; jede Methode ändert es: Lineare Skalierung teilt es durch den Faktor, NTK-aware-Skalierung erhöht die Basis auf b·s^(d/(d − 2)), YaRN und Llama 3.1 behalten die schnellen Paare bei und interpolieren die langsamen.
core-phrase-rope-scaled-cut-to-whole-pairs = Auf ganze Paare gekürzt (und auf 0 … d − 1 begrenzt),{ " " }
core-phrase-rope-scaled-clamped = Auf 0 … d − 1 begrenzt,{ " " }
core-hint-wavelength-pair-with-frequency-repeats-when = Ein Paar mit Frequenz ω wiederholt sich, wenn sein Winkel um 2π wächst, daher ist λ = 2π/ω, mit ω_k = b^(−2k/d_model).
core-hint-wavelength-longest = Ein Paar mit Frequenz ω wiederholt sich, wenn sein Winkel um 2π wächst, daher ist λ = 2π/ω. Das langsamste Paar ist k = d_model/2 − 1, mit ω_min = b^(−(d_model − 2)/d_model).
core-hint-rope-angle-rope-turns-pair-k-at = RoPE dreht Paar k an Position m um m·θ_k mit θ_k = b^(−2k/d), denselben Frequenzen wie bei der sinusförmigen Kodierung; die Position ist die Tokennummer minus der Nummer des ersten Tokens.
core-hint-rope-score-turning-both-vectors-changes-their = Werden beide Vektoren gedreht, ändert sich ihr Skalarprodukt nur über den Winkel zwischen den Drehungen: pro Paar (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k), mit dem vorzeichenbehafteten Versatz m − n.
core-text-rope-score-per-pair-with-q-q = Pro Paar, mit (q₁, q₂) und (k₁, k₂) als Koordinaten des Paares:
core-phrase-yarn-not-truncated = , Korrekturbereich nicht auf ganze Paare gekürzt
core-empty = { "" }
core-phrase-frequencies-stay = , daher bleiben die Frequenzen unverändert.
core-phrase-yarn-pair-interpolated = : Dieses langsame Paar wird vollständig interpoliert.
core-phrase-yarn-pair-kept = : Dieses Paar dreht sich schnell genug, um seine Frequenz zu behalten.
core-phrase-past = darüber
core-phrase-short-of = darunter
core-slip-svalue-2k-2k-1 = (2k, 2k + 1)
core-slip-svalue-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-2k-2k-1 = (2k, 2k + 1)
core-slip-not-not-1 = , nicht 1.
core-slip-not-just-below-1 = , knapp unter 1.
core-prompt-positions-positions = Positionen
core-prompt-positions-position = Position
core-prompt-later-later = { " später" }
core-prompt-later-earlier = { " früher" }
core-step-backwards-sign = { "." }
core-step-backwards-negative-pair-turns-backwards = , negativ: Das Paar dreht sich rückwärts.
core-slip-offset3-sign = { "." }
core-slip-offset3-negative-offset-turns-pair-backwards = { " (ein negativer Versatz dreht das Paar rückwärts)." }
core-slip-asksine-sine-top = Sinus (oben)
core-slip-asksine-cosine-bottom = Kosinus (unten)

core-prompt-give-a-whole-number = Geben Sie eine ganze Zahl an.
core-hint-rope-turns = λ_k = 2π·b^(2k/d) wächst mit k: Bestimmen Sie das Paar, bei dem sie die Kontextlänge überschreitet, k = d·ln(L/2π)/(2·ln b), und zählen Sie die Paare darüber.
core-refuse-layout-unknown = layout muss „interleaved“ oder „concatenated“ sein.
core-refuse-quantity-too-many-operations = Eine exakte Größe hat mehr Operationen, als der Kern speichert.

# (core messages: end of section)

## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

element-loading = Rechner wird geladen…
element-alert-draw-failed = Das Widget konnte diese Einstellungen nicht darstellen.
element-alert-core-failed = Der Rechner konnte nicht starten.
element-alert-table-refused = Der Rechner konnte diese Tabelle nicht berechnen:

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = Einstellungen
element-settings-d-model = d_model
element-settings-base = Basis
element-settings-positions = Positionen
# Under the positions field: two ways of writing a list of tokens (kept as written: they are typed this way).
element-settings-positions-help = z. B. 0,1,2 oder 0..7
element-settings-origin = Ursprung
# An option of the origin list; $origin is 0 or 1, the number given to the first token.
element-settings-origin-option = { $origin } (1. Token ist { $origin })
element-settings-layout = Anordnung
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] verschränkt
   *[concatenated] verkettet
  }
element-settings-decimals = Dezimalstellen
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = Zeilen der Heatmap
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = Das Quiz wurde für diese Werte von d_model, Basis, Anordnung und Ursprung festgelegt: Sie können während dieses Versuchs nicht geändert werden.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = Abbildungen
# Shown above the figures while an attribute is refused.
element-figures-stale = Die Abbildungen zeigen noch die letzten verwendbaren Einstellungen; ändern Sie die oben genannte Einstellung, um sie zu aktualisieren.
element-figures-load-failed = Die Abbildungen konnten nicht geladen werden.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } Die Tabelle und der Paar-Inspektor oben funktionieren auch ohne sie; die Abbildungen werden erneut geladen, sobald sich eine Einstellung ändert.
element-figures-draw-failed = Die Abbildungen konnten nicht gezeichnet werden.
element-quiz-load-failed = Das Quiz konnte nicht geladen werden: { $message }
# The button that opens the share panel.
element-share-toggle = Teilen und kopieren
element-share-load-failed = Der Bereich zum Teilen konnte nicht geladen werden:

# Refused attributes as the page's author reads them (the learner's alert says element-plain-…). Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-refused = { $attribute }="{ $value }": { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = dies ist keine endliche Zahl; { $rule }
element-rule-d-model = d_model muss eine gerade ganze Zahl von 2 bis { $max } sein, weil jede Sinus-Koordinate einen Kosinus-Partner mit derselben Frequenz hat.
element-rule-base = die Basis muss eine endliche Zahl größer als 1 sein, damit sich jedes Paar langsamer dreht als das vorherige.
element-rule-origin = der Indexursprung muss 0 oder 1 sein: die Nummer des ersten Tokens.
element-rule-layout = die Anordnung muss „interleaved“ (sin, cos, sin, cos, … wie in der Originalarbeit) oder „concatenated“ (zuerst alle Sinus-, dann alle Kosinuswerte) sein.
element-rule-decimals = decimals muss eine ganze Zahl von 0 bis { $max } sein.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = es gibt keine Frage mit diesem Namen; verfügbar sind die Fragen { $questions }, „bank“ für einen per Seed erzeugten Fragensatz zu den Einstellungen des Widgets oder „own“ für die Fragen, die in einem <script type="application/json"> innerhalb des Widgets stehen. Lassen Sie das Attribut weg, wenn kein Quiz gezeigt werden soll.
element-rule-quiz-seed = der Seed des Quiz muss eine ganze Zahl von 0 bis 2^53 ({ $max }) sein; derselbe Seed ergibt dieselben Fragen.
element-reason-quiz-seed-learner = „learner“ ist für die Kurspakete gedacht, die den Seed aus der Identität der angemeldeten lernenden Person bilden; auf einer Webseite muss der Seed eine ganze Zahl von 0 bis 2^53 ({ $max }) sein; derselbe Seed ergibt dieselben Fragen.
element-rule-quiz-count = die Anzahl der Fragen muss eine ganze Zahl von 1 bis { $max } sein.
element-rule-quiz-topics = die Themen des Fragenpools müssen „sinusoidal“ (die Kodierung von 2017, Standard), „rope“ (RoPE, die Rotation innerhalb der Attention) oder „both“ (beide abwechselnd) sein.
element-rule-solution = der Lösungsweg wird „always“ (immer), „after-answer“ (sobald die Frage endgültig beantwortet ist), „after-attempt“ (sobald der Versuch vorbei ist) oder „never“ (nie) angezeigt.
element-rule-retries = retries muss eine ganze Zahl ab 0 (so oft darf eine Frage nach einer falschen Antwort erneut beantwortet werden) oder „unlimited“ sein.
element-rule-settings = settings muss „editable“ (die lernende Person darf d_model, Basis, Anordnung und Ursprung des Quiz ändern) oder „locked“ sein (sie darf das nicht und auch keine neuen Fragen anfordern oder neu beginnen).
element-rule-table = table muss „shown“, „hidden-until-answered“ (die von einer Frage abgefragten Zellen bleiben verborgen, bis sie endgültig beantwortet ist) oder „hidden“ (keine Tabelle und kein Paar-Inspektor) sein.
element-rule-new-questions = new-questions muss „allowed“ (die Schaltfläche „Neue Fragen“ des Fragenpools nimmt den nächsten Seed) oder „not-allowed“ sein.
element-rule-view = view muss „full“ (Einstellungen, Tabelle, Paar-Inspektor und ggf. Quiz) oder „quiz“ (nur die Frage) sein.
element-rule-loading = loading muss „eager“ (das Widget wird sofort gezeichnet) oder „lazy“ sein (es wird gezeichnet, sobald es weniger als eine Bildschirmhöhe vom sichtbaren Teil der Seite entfernt ist).
element-rule-pair = das Paar k muss eine ganze Zahl von 0 bis d_model/2 − 1 sein (höchstens { $max }).
# $names: the figure names, as a list.
element-rule-figures = figures muss „none“, „all“ (oder leer) oder eine durch Kommas getrennte Liste von Abbildungsnamen sein: { $names }.
# $item: the word given ("all" or "none").
element-reason-figures-alone = „{ $item }“ steht allein, nicht in einer Liste; { $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = Eintrag { $index } („{ $item }“) ist kein Abbildungsname; { $rule }
element-rule-max-len = max-len muss eine ganze Zahl von 1 bis { $max } sein: Die Heatmap zeigt die Positionen 0 bis max-len − 1.
element-rule-offset = der Versatz Δ muss eine endliche Zahl von −{ $max } bis { $max } sein (negativ: rückwärts).
element-rule-context-length = die Kontextlänge muss eine ganze Zahl von Tokens von 1 bis { $max } sein.
# $example: a list of one score band in JSON (code: keep it as it is); $bands and $characters: the most bands and characters.
element-rule-score-feedback = score-feedback ist ein JSON-Array mit höchstens { $bands } Punktbereichen wie { $example }: from und to sind ganze Prozentwerte mit 0 ≤ from ≤ to ≤ 100, feedback ist ein Text mit höchstens { $characters } Zeichen.
element-reason-not-json = dies ist kein gültiges JSON; { $rule }
element-reason-band = Bereich { $band } erfüllt diese Regel nicht: { $rule }
element-reason-view-needs-quiz = diese Ansicht zeigt nur eine Frage und braucht daher auch ein quiz-Attribut, z. B. quiz="q1".
# $dModel: the d-model attribute's text; $pairs: d_model/2; $max: the last pair, d_model/2 − 1.
element-reason-pair-beyond = mit d-model="{ $dModel }" gibt es { $pairs ->
    [one] ein Sinus-Kosinus-Paar
   *[other] { $pairs } Sinus-Kosinus-Paare
  }, daher muss das Paar k eine ganze Zahl von 0 bis { $max } sein.
# $origin: the origin attribute's text; $token: the token number; $start: the number of the first token (0 or 1); $limit: 2^53.
element-reason-position-beyond = mit origin="{ $origin }" liegt Token { $token } an Position { $token } − { $start }, betragsmäßig jenseits von 2^53 = { $limit }: Ein Double kann darüber hinaus nicht jede ganzzahlige Position darstellen.
# A table larger than the core computes at once: $rows positions × $columns coordinates = $values values, more than $limit.
element-refused-max-len-table = max-len="{ $value }" mit d-model="{ $dModel }": { $rows } Positionen × { $columns } Koordinaten ergeben { $values } Werte, mehr als die { $limit } (core.limits.maxTableValues), die der Kern auf einmal berechnet; bei d_model = { $columns } darf max-len höchstens { $most } sein.
element-refused-positions-table = positions="{ $value }" mit d-model="{ $dModel }": { $rows } Positionen × { $columns } Koordinaten ergeben { $values } Werte, mehr als die { $limit } (core.limits.maxTableValues), die der Kern auf einmal berechnet; verwenden Sie weniger Positionen oder ein kleineres d_model.
# The positions list: $index is an item's place (1 for the first), $item its text (cut after 24 characters), $max the most positions (a number as written).
element-reason-positions-empty = die Liste ist leer; geben Sie mindestens eine Position an, z. B. 0,1,2 oder 0..7.
element-reason-positions-item-empty = Eintrag { $index } ist leer; trennen Sie Zahlen durch einzelne Kommas.
element-reason-positions-range-end = Eintrag { $index } („{ $item }“) hat ein Bereichsende, das keine endliche Zahl ist.
element-reason-positions-range = Eintrag { $index } („{ $item }“) ist keine endliche Zahl; schreiben Sie einen Bereich als zwei Zahlen, verbunden durch zwei Punkte, z. B. 0..7.
element-reason-positions-not-number = Eintrag { $index } („{ $item }“) ist keine endliche Zahl; verwenden Sie Zahlen wie 3, -1 oder 2.5 oder Bereiche wie 0..7.
element-reason-positions-too-large = Eintrag { $index } („{ $item }“) ist betragsmäßig größer als 2^53 = { $limit }: Ein Double kann darüber hinaus nicht jede ganze Tokennummer darstellen, daher wäre die berechnete Position nicht die eingegebene.
element-reason-positions-too-many = die Liste hat mehr als { $max } Positionen, die Höchstzahl, die ein Widget anzeigt; verwenden Sie eine kürzere Liste oder einen kürzeren Bereich.

## Reset and undo
# Buttons under the settings: Undo takes back the learner's last change of a setting, Redo makes it
# again, Reset puts every setting back as the page set it. Ctrl+Z and Shift+Ctrl+Z do the same.
element-history-undo = Rückgängig
element-history-redo = Wiederholen
element-history-reset = Zurücksetzen
# Said to screen readers only, after the button or its key did it.
element-history-said-undo = Letzte Änderung rückgängig gemacht.
element-history-said-redo = Änderung wiederholt.
element-history-said-reset = Die Einstellungen sind wieder so, wie die Seite sie festgelegt hat.

## Sliders and play
# The base's slider under its field: a log scale with round bases; its value is said as the base itself.
element-slider-base = Basis, auf logarithmischer Skala

## Guided start: the "Try this" strip above the settings (attribute guide="on"). Each step changes
## one setting and says what to notice in the table.

element-rule-guide = guide muss „on“ (oder leer: eine Leiste „Ausprobieren“ mit einigen Schritten über den Einstellungen) oder „off“ sein.
element-guide-title = Ausprobieren
# $step: the step shown; $count: how many steps there are (numbers already written out).
element-guide-counter = { $step } von { $count }
# The button that makes the step's change for the learner.
element-guide-act = Für mich erledigen
# Shown instead of that button once the step's change is made.
element-guide-done = Erledigt.
element-guide-previous = Zurück
element-guide-next = Weiter
# The name of the × button that closes the strip (read by screen readers).
element-guide-dismiss = „Ausprobieren“ schließen
# Shown once the strip is closed, to bring it back.
element-guide-reopen = Ausprobieren
# $zero and $one: the numbers 0 and 1 in the reader's digits, for every step.
# Step 1. $token: the token at position 0 (0, or 1 when tokens are numbered from 1).
element-guide-zero = Geben Sie im Feld { element-settings-positions } nur { $token } ein.
element-guide-zero-notice = An Position { $zero } ist jeder Winkel { $zero }, also ist jeder Sinus { $zero } und jeder Kosinus { $one }.
# Step 2. $first and $last: the first and last token of a range, typed as first..last.
element-guide-range = Geben Sie im Feld { element-settings-positions } { $first }..{ $last } ein.
element-guide-range-notice = Lesen Sie die Spalten von oben nach unten: Das erste Paar ändert sich in jeder Zeile, das letzte Paar kaum.
# Step 3. $dModel: the new d_model, twice the one shown.
element-guide-d-model = Setzen Sie { element-settings-d-model } auf { $dModel }.
element-guide-d-model-notice = Die Zahl der Paare verdoppelt sich: Paar { $zero } dreht sich weiterhin um einen Radiant pro Position, und das letzte Paar dreht sich noch langsamer als zuvor.
# Step 4. $base: the new base; $shorter: yes when it is smaller than the base shown.
element-guide-base = Setzen Sie die { element-settings-base } auf { $base }.
element-guide-base-notice = { $shorter ->
    [yes] Jedes Paar nach Paar { $zero } dreht sich schneller: Die Wellenlängen werden kürzer.
   *[no] Jedes Paar nach Paar { $zero } dreht sich langsamer: Die Wellenlängen werden länger.
  }
# Step 5. $layout: the layout to choose (a keyword), $name: its name as the layout list shows it.
element-guide-layout = Stellen Sie die { element-settings-layout } auf { $name } um.
element-guide-layout-notice = { $layout ->
    [concatenated] Dieselben Zahlen in anderer Reihenfolge: erst alle Sinuswerte, dann alle Kosinuswerte.
   *[interleaved] Dieselben Zahlen in anderer Reihenfolge: jeder Sinus neben seinem Kosinus.
  }

## Phones: touch screens
# The ± key beside a number field on touch screens (a phone's number pad may have no minus key):
# its name. Pressing it changes the sign of the number in the field (5 becomes −5 and back).
element-sign-key = Vorzeichen wechseln

## Plain words
# The alert a learner reads when a setting could not be used. The page author's sentence (with the
# attribute's name and its rule: element-refused and the like) goes to the browser's console.
# $setting names a setting as the settings form labels it (d_model, base, max_len …: keep it);
# $value is the text given, a number as typed or quoted with element-plain-quoted.
element-plain-title = { $count ->
    [one] Diese Einstellung wurde nicht übernommen:
   *[other] Diese Einstellungen wurden nicht übernommen:
  }
element-plain-quoted = „{ $text }“
element-plain-d-model-odd = d_model muss gerade sein, daher wurde { $value } nicht übernommen.
element-plain-d-model = d_model muss eine gerade ganze Zahl von 2 bis { $max } sein, daher wurde { $value } nicht übernommen.
element-plain-base = Die Basis muss eine Zahl größer als 1 sein, daher wurde { $value } nicht übernommen.
element-plain-origin = Der Ursprung muss 0 oder 1 sein, daher wurde { $value } nicht übernommen.
element-plain-layout = Die Anordnung muss eine der Optionen ihrer Liste sein, daher wurde { $value } nicht übernommen.
element-plain-decimals = Die Zahl der Dezimalstellen muss eine ganze Zahl von 0 bis { $max } sein, daher wurde { $value } nicht übernommen.
element-plain-max-len = max_len muss eine ganze Zahl von 1 bis { $max } sein, daher wurde { $value } nicht übernommen.
# $reason: what is wrong with the list (an element-reason-positions-… message).
element-plain-positions = Die Positionen { $value } wurden nicht übernommen: { $reason }
# $token: the token number too far from 0.
element-plain-positions-beyond = Die Positionen { $value } wurden nicht übernommen: Token { $token } ist zu weit von 0 entfernt, um exakt berechnet zu werden.
# $dModel: d_model in effect; $most: the most positions (or heatmap rows) the table can hold with it.
element-plain-positions-table = Die Positionen { $value } wurden nicht übernommen: Bei d_model = { $dModel } fasst die Tabelle höchstens { $most } Positionen.
element-plain-max-len-table = max_len darf bei d_model = { $dModel } höchstens { $most } sein, daher wurde { $value } nicht übernommen.
element-plain-offset = Der Versatz Δ muss eine Zahl von −{ $max } bis { $max } sein, daher wurde { $value } nicht übernommen.
element-plain-context-length = Die Kontextlänge muss eine ganze Zahl von Tokens von 1 bis { $max } sein, daher wurde { $value } nicht übernommen.
# A refused attribute that no setting of the form shows (the quiz's, the figures' …): the author's to fix.
element-plain-page = Diese Seite verlangt vom Widget etwas, das es nicht kann, daher funktioniert dieser Teil wie gewohnt. Die Konsole des Browsers nennt den Grund für die Autorin oder den Autor der Seite.
# After a refused setting, when the table drawn before is still shown: $shown is the value it shows.
element-plain-table-shows = Die Tabelle zeigt noch { $setting } = { $shown }.
# The author's rule of the show-seed attribute (for the console, like the other element-rule-… messages).
element-rule-show-seed = show-seed muss „no“ (das Quiz zeigt der lernenden Person seinen Seed nicht) oder „yes“ (seine erste Zeile nennt den Seed, z. B. für eine Klasse, die Fragen nach Seed vergleicht) sein.

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos) für d_model = { $dModel }, Basis { $base }, { $layout ->
        [concatenated] verkettete
       *[interleaved] verschränkte
    } Anordnung, Indexursprung { $origin }, { $decimals ->
        [one] { $decimalsText } Dezimalstelle
       *[other] { $decimalsText } Dezimalstellen
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = Angezeigt werden die ersten { $shown } von { $total } Positionen: Eine Tabelle mit mehr als { $limit } Werten würde die Seite verlangsamen.
# The corner header's five lines: one per line of every column header (also the header rows of a
# copied table), then what the row headers hold.
table-head-coordinate = Koordinate i
table-head-function = sin oder cos
table-head-pair = Paar k
table-head-omega = ω_k (rad pro Position)
table-head-lambda = λ_k = 2π/ω_k (Positionen)
table-head-rows = Token t → pos
# A column header as screen readers name it. $fn is the symbol sin or cos.
table-column-label = Koordinate { $i }, { $fn }, Paar { $k }, ω { $omega }, λ { $lambda }
# Beside a row's token field: the formula position it stands for.
table-row-position = → pos { $pos }
# A row header as screen readers name it beside each value.
table-row-label = Token { $token }, Position { $pos }
table-token-field = Tokennummer, Zeile { $row }
table-remove-row = Zeile { $row } entfernen
# What a value reads while it would answer an open quiz question (a cell, an angle, a readout).
table-hidden = verborgen
# In a cell's filled-in formula, in place of a hidden value.
table-hidden-value = verborgen, bis die zugehörige Quizfrage endgültig beantwortet ist
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = Zeile { $row }: Token { $token } ist Formelposition { $pos }{ $originValue ->
        [0] {""}
       *[other] { " " }(t − { $origin })
    }. Koordinate { $i } ist der { $fn ->
        [sin] Sinus
       *[cos] Kosinus
    } von Paar k = { $k }.
table-formula-invitation = Bewegen Sie den Mauszeiger über eine Zelle oder fokussieren Sie sie (Tab, dann die Pfeiltasten), um ihre Formel mit eingesetzten Zahlen zu sehen.
table-stale-note = Die Tabelle unten zeigt noch die letzten verwendbaren Einstellungen; ändern Sie die oben genannte Einstellung, um sie zu aktualisieren.
table-add-row = Zeile hinzufügen
table-edit-help = Bearbeiten Sie eine Tokennummer direkt; Enter oder Tab übernimmt sie.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Indexursprung { $origin }: Tokennummer t ist Formelposition pos = { $originValue ->
        [0] t
       *[other] t − { $origin }
    }{ $originValue ->
        [0] , daher tragen Tokens und Positionen dieselben Nummern.
       *[other] , daher hat das erste Token, { $token }, die Position pos { $position }.
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = Werte, die { $count ->
        [one] Quizfrage { $numbers }
       *[other] die Quizfragen { $numbers }
    } beantworten würden (eine Zelle oder ein Winkel pos·ω_k), erscheinen als „{ $hidden }“, bis { $count ->
        [one] sie
       *[other] jede davon
    } endgültig beantwortet ist (richtig oder keine Wiederholung mehr übrig).
# Above the table after an answer to a coordinate question. $yours (table-asked-yours) and $exact
# (table-asked-exact) are shown in bold; $shown: yes when the exact value is shown, no while it
# waits (the question may still be tried again); $outlined: yes when the asked cell is outlined in
# the table, no when its token is not in the table.
table-asked = Quizfrage { $number }, Token { $token }, Koordinate { $i }: { $yours }{ $shown ->
        [yes] {" · "}{ $exact }
       *[no] {""}
    }{ $outlined ->
        [yes] {" "}(in der Tabelle umrandet).
       *[no] .
    }
# $response: the answer as the learner typed it.
table-asked-yours = Ihre Antwort { $response }
table-asked-exact = exakt { $value }
# A button beside that line when the asked token is not in the table.
table-add-token = Token { $token } zur Tabelle hinzufügen
# Said to screen readers only.
table-said-pair = Paar { $k } wird im Paar-Inspektor unter der Tabelle angezeigt.
table-said-removed = Token { $token } entfernt; { $count ->
        [one] { $rows } Zeile
       *[other] { $rows } Zeilen
    } übrig.

# The pair inspector beside the table: its title, its pair list's label and its help.
table-inspector-title = Paar-Inspektor
table-inspector-pair = Paar k
table-inspector-help = Wählen Sie hier ein Paar oder klicken Sie auf eine Tabellenzelle (oder drücken Sie darauf Enter).
# An option of the pair list.
table-inspector-option = k = { $k } (Koordinaten { $sine } und { $cosine })
table-inspector-coordinates = Koordinaten
table-inspector-coordinates-value = { $sine } (Sinus) und { $cosine } (Kosinus)
# $symbol: the typeset symbol ω_k; $formula: the typeset formula of its value.
table-inspector-frequency = Frequenz { $symbol }
table-inspector-frequency-value = { $formula } rad pro Position
table-inspector-wavelength = Wellenlänge { $symbol }
table-inspector-wavelength-value = { $formula } Positionen für eine volle Umdrehung
table-inspector-angles-caption = Winkel ω_{ $k } · pos von Paar { $k } an jeder aufgeführten Position
table-inspector-angles-token = Token
table-inspector-angles-pos = pos
table-inspector-angles-angle = Winkel (rad)
table-inspector-angles-sin = sin (Koord. { $i })
table-inspector-angles-cos = cos (Koord. { $i })
table-inspector-angles-label = Winkel von Paar { $k }
table-inspector-circle-label = Einheitskreis: der Punkt (cos, sin) von Paar { $k } an jeder aufgeführten Position
table-inspector-rotation-title = Ein Schritt zur nächsten Position ist eine Rotation
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Der Schritt von pos zu pos + 1 addiert φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) zum Winkel dieses Paares, unabhängig von pos. Nach den Additionstheoremen ist der Schritt eine feste Matrix, [[cos φ, sin φ], [−sin φ, cos φ]], angewandt auf [sin, cos]:
table-inspector-matrix-caption = Rotation für Paar { $k }, Versatz 1
table-inspector-matrix-new-sin = neuer sin
table-inspector-matrix-new-cos = neuer cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Probe bei pos { $pos }: Die Matrix mal { $before } ergibt { $product }; die Formel bei pos { $next } ergibt { $direct }.

## Sliders and play
# The pair inspector's clock: one dial per pair, each hand turned by pos × ω_k counter-clockwise from the right.
table-clock-title = Die Paare als Zeiger einer Uhr
table-clock-help = Jedes Paar ist ein Zeiger, der sich um ω_k Radiant pro Position dreht: schnelle Paare wirbeln, langsame kriechen. Ziehen Sie die Position oder klicken Sie auf „Abspielen“, um sie jede Sekunde um eine Position weiterzubewegen.
table-clock-position = Position pos
# Beside the slider; $pos: the position.
table-clock-value = pos = { $pos }
# The button that starts the clock; while it runs, it reads table-clock-pause.
table-clock-play = Abspielen
table-clock-pause = Pause
# Under each dial; $k: its pair.
table-clock-dial = k = { $k }
# The dials' text alternative. $pairs: the pairs that have a dial, as a list; $k: the pair inspected; $pos: the position.
table-clock-dials = Zeiger der Paare { $pairs } bei pos = { $pos }, jeder um pos × ω_k gegen den Uhrzeigersinn von rechts gedreht; Paar { $k } ist hervorgehoben.
# $angle: pos × ω_k in radians (or the hidden text while a quiz question asks for it).
table-clock-readout = Bei pos = { $pos } hat sich der Zeiger von Paar { $k } um pos × ω_k = { $angle } rad gedreht.

## Phones: touch screens and narrow widgets
# Above each value in a narrow widget (a phone): which coordinate the value is. $i: the coordinate,
# $fn: the symbol sin or cos, $k: its pair. Keep it as short as the English (formula symbols).
table-cell-tag = i { $i } · { $fn } · k { $k }
# On touch screens, in place of table-formula-invitation.
table-formula-invitation-touch = Tippen Sie auf eine Zelle, um ihre Formel mit eingesetzten Zahlen zu sehen.
# On touch screens, in place of table-inspector-help.
table-inspector-help-touch = Wählen Sie hier ein Paar oder tippen Sie auf eine Tabellenzelle.

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".
# Numbers ($number, $total, $score, $seed, $n, …) arrive already written in the reader's digits;
# $count, $given, $open and $left are plain numbers that only choose a plural form.

# The quiz's title above the question bank.
quiz-heading = Quiz
# Label of the answer field.
quiz-your-answer = Ihre Antwort
# The button that submits an answer.
quiz-check = Prüfen
# The feedback region before any answer.
quiz-feedback-idle = Hier erscheint die Rückmeldung zu Ihrer Antwort.
# The verdict, in bold at the start of the feedback.
quiz-verdict-correct = Richtig.
quiz-verdict-incorrect = Noch nicht richtig.
quiz-verdict-too-few-decimals = Zu wenige Dezimalstellen.
quiz-verdict-unreadable = Nicht als Zahl lesbar.
quiz-verdict-ambiguous = Mehrdeutige Zahl.
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = Wahrscheinlicher Fehler: { $name }.
# Disclosure titles.
quiz-hint = Hinweis
quiz-solution = Lösung

# Quiz: The single question Q1.

quiz-q1-title = Q1. Eine Koordinate von Hand
quiz-q1-prompt = Nehmen Sie d_model = 4 und die übliche Basis 10000. Welchen Wert hat Koordinate 2 des Positionsvektors PE(2)? Runden Sie auf vier oder mehr Dezimalstellen.
quiz-q1-hint-1 = Koordinate 2 ist gerade, also ein Sinus, und gehört zu Paar k = 1 (Koordinaten 2 und 3).
quiz-q1-hint-2 = Der Teiler für dieses Paar ist 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0,02).
quiz-q1-solution-2 = sin(0,02) = 0,0199986667…, auf vier Dezimalstellen gerundet 0,0200 (auf sechs 0,019999).
quiz-q1-solution-3 = Der Winkel ist klein, daher ist der Sinus fast gleich dem Winkel selbst: sin(x) ≈ x − x³/6.
# Q1's feedback: what to do next.
quiz-q1-next-correct = Öffnen Sie die Lösung, um Ihren Rechenweg zu vergleichen.
quiz-q1-next-incorrect = Der Hinweis unten zeigt den ersten Schritt.

# Quiz: Asking before a change of the settings or of the attempt.

# $name: the setting's name as the settings form labels it (d_model, base, layout, origin).
quiz-ask-settings-title = Einstellungen des Quiz ändern?
quiz-ask-settings-text = Ein neuer Wert für { $name } erzeugt neue Fragen, und { $count ->
    [one] Ihre bisherige Antwort wird
   *[other] Ihre { $given } bisherigen Antworten werden
  } gelöscht.
quiz-ask-settings-go = Ändern und neu beginnen
quiz-keep-answers = Meine Antworten behalten
quiz-ask-start-over-title = Neu beginnen?
quiz-ask-start-over-text = { $count ->
    [one] Ihre bisherige Antwort wird
   *[other] Ihre { $given } bisherigen Antworten werden
  } gelöscht. Die Fragen bleiben dieselben.
quiz-ask-new-title = Neue Fragen stellen?
quiz-ask-new-text = { $count ->
    [one] Ihre bisherige Antwort wird
   *[other] Ihre { $given } bisherigen Antworten werden
  } gelöscht, und das Quiz beginnt neu mit anderen Fragen.
quiz-ask-end-title = Versuch beenden?
quiz-ask-end-text = Bei { $count ->
    [one] einer Frage
   *[other] { $open } Fragen
  } können Sie es noch einmal versuchen. Sobald der Versuch endet, ist jede Antwort endgültig.
quiz-end = Versuch beenden
quiz-not-yet = Noch nicht
quiz-start-over = Neu beginnen
quiz-new-questions = Neue Fragen

# Quiz: When the quiz cannot be shown. $reason: the cause, a sentence of its own.

quiz-failed-bank = Der Fragenpool konnte nicht geladen werden: { $reason }
quiz-failed-panels = Das Quiz konnte nicht geladen werden: { $reason }
quiz-failed-settings = Für diese Einstellungen konnte kein Quiz erstellt werden: { $reason }
# Above the list of an author's questions that were refused (the reasons follow, one a line).
quiz-left-out = { $count ->
    [one] Eine Frage dieses Quiz wird ausgelassen:
   *[other] { $n } Fragen dieses Quiz werden ausgelassen:
  }
quiz-no-questions = Dieses Quiz kann keine Frage stellen:

# Quiz: The question bank's first line and what it says when its questions change.

# The settings the questions are for. $layout: interleaved or concatenated.
quiz-settings = d_model = { $dModel }, Basis { $base }, { $layout ->
    [concatenated] verkettete Anordnung
   *[interleaved] verschränkte Anordnung
  }, Tokens nummeriert ab { $origin }
# What the questions are about, by the quiz-topics value $topics.
quiz-topics = { $topics ->
    [rope] RoPE
    [both] die sinusförmige Kodierung und RoPE
   *[sinusoidal] die sinusförmige Kodierung
  }
# $settings: quiz-settings; $source: own (an author's list) or seed.
quiz-about = { $count ->
    [one] { $n } Frage
   *[other] { $n } Fragen
  } zu { $settings }{ $source ->
    [own] ; für diese Seite geschrieben
    [seed] ; Seed { $seed }
   *[none] {""}
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } Frage
   *[other] { $n } Fragen
  } über { $topics } zu { $settings }{ $source ->
    [own] ; für diese Seite geschrieben
    [seed] ; Seed { $seed }
   *[none] {""}
  }.
quiz-changed-settings = Die Einstellungen haben sich geändert, daher gibt es hier neue Fragen zu { $settings }.
quiz-changed-topics = Neue Fragen über { $topics }.
quiz-changed-seed = Neue Fragen (Seed { $seed }).
quiz-changed-count = Das Quiz hat jetzt { $count ->
    [one] { $n } Frage
   *[other] { $n } Fragen
  }.
quiz-changed-questions = Die Fragen haben sich geändert.

# Quiz: Place, progress and score.

quiz-where = Frage { $number } von { $total }.
quiz-progress = Frage { $number } von { $total } · Punktzahl { $score } von { $total }
quiz-progress-finished = Abgeschlossen · Punktzahl { $score } von { $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = Willkommen zurück: { $count ->
    [one] Ihre Antwort wurde
   *[other] Ihre { $given } Antworten wurden
  } wiederhergestellt. { $where }
quiz-score = Punktzahl { $score } von { $total }.
quiz-answer-again = Um diese Frage erneut zu beantworten, klicken Sie auf „Erneut versuchen“.
quiz-answer-final = Diese Antwort ist endgültig.
quiz-pick-one = Wählen Sie eine der Optionen und klicken Sie dann auf „Prüfen“.
quiz-open-again = Frage { $number } von { $total } ist wieder offen. Punktzahl { $score } von { $total }.
quiz-starting-over = Neubeginn: Frage { $number } von { $total }.
quiz-finished = Quiz abgeschlossen. Punktzahl { $score } von { $total }.
quiz-ended = Der Versuch ist beendet: Jede Antwort ist endgültig. Punktzahl { $score } von { $total }.
quiz-held = Dieses Quiz behält seine Fragen und Ihre Antworten: Seine Einstellungen sind für diesen Versuch gesperrt.
quiz-solution-after-answer = Der Lösungsweg öffnet sich, sobald diese Frage endgültig beantwortet ist (richtig oder keine Wiederholung mehr übrig).
quiz-solution-after-attempt = Die Lösungswege öffnen sich, sobald der Versuch vorbei ist (jede Antwort endgültig oder der Versuch auf der Ergebnisseite beendet).

# Quiz: Navigation.

quiz-try-again = Erneut versuchen
quiz-previous-question = Vorherige Frage
quiz-next-question = Nächste Frage
quiz-next-open = Nächste unbeantwortete Frage
quiz-to-score = Ergebnis ansehen

# Quiz: The answer form of a choice question.

quiz-choose-all = Wählen Sie alle zutreffenden Optionen.
# An option's letter before its text ($letter: a, b, c …).
quiz-choice-letter = { $letter }.
# After each option the learner chose, once the answer is judged.
quiz-your-choice = (Ihre Antwort)

# Quiz: The feedback after the verdict.

quiz-next-solution = Öffnen Sie die Lösung, um Ihren Rechenweg zu vergleichen, oder machen Sie weiter.
quiz-next-go-on = Weiter zur nächsten Frage.
quiz-retry-any = Klicken Sie auf „Erneut versuchen“, um noch einmal zu antworten, oder öffnen Sie den Hinweis.
quiz-retry-count = Sie können diese Frage { $count ->
    [one] noch einmal
   *[other] noch { $left } Mal
  } beantworten: Klicken Sie auf „Erneut versuchen“ oder öffnen Sie den Hinweis.
quiz-final = Diese Antwort ist endgültig: Für diese Frage sind keine Wiederholungen mehr übrig.
quiz-type-more-decimals = Geben Sie mehr Dezimalstellen ein und klicken Sie erneut auf „Prüfen“.
# $response: the answer as the learner gave it.
quiz-your-answer-was = Ihre Antwort war { $response }.
quiz-all-answered = { $count ->
    [one] Die Frage ist
   *[other] Alle { $total } Fragen sind
  } beantwortet: Punktzahl { $score } von { $total }.
# An author's feedback on one option chosen ($feedback: the author's words).
quiz-option-feedback = { $letter }. { $feedback }
# The checker of an author's choice question.
quiz-choice-correct-one = Das ist die zutreffende Option.
quiz-choice-correct-several = Das sind genau die zutreffenden Optionen.
quiz-choice-incorrect-one = Diese Option trifft nicht zu.
quiz-choice-incorrect-several = Die gewählten Optionen sind nicht genau die zutreffenden.
quiz-choice-unreadable = Wählen Sie eine oder mehrere der { $n } Optionen und klicken Sie dann auf „Prüfen“.

# Quiz: The score page.

quiz-summary-heading = Ihr Ergebnis
quiz-summary-score = Sie haben { $score } von { $count ->
    [one] { $total } Frage
   *[other] { $total } Fragen
  } richtig beantwortet ({ $percent } %).
# A line of the results: the question's topic, then its outcome in bold.
quiz-result-topic = { $topic }:
quiz-result-correct = richtig
quiz-result-incorrect = nicht richtig
quiz-result-slip = (wahrscheinlicher Fehler: { $name })
quiz-review = Fragen durchsehen
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = Bei { $count ->
    [one] Frage { $numbers }
   *[other] den Fragen { $numbers }
  } können Sie es noch einmal versuchen.
# A list of numbers: the last two, and each one before them.
quiz-list-two = { $first } und { $second }
quiz-list-more = { $first }, { $rest }
quiz-attempt-over = Der Versuch ist beendet: Jede Antwort ist endgültig.

# Quiz: What a question is about: the line above it, its line on the score page, its record's name.

quiz-topic-a = Position null
quiz-topic-b = Das schnellste Paar
quiz-topic-c = Das langsamste Paar
quiz-topic-d = Ein Paar wiederholt sich, der Vektor nicht
quiz-topic-e = Ein Versatz ist eine Rotation
quiz-topic-f = Eine weit entfernte Position
quiz-topic-g = Die längste Wellenlänge und die Basis
quiz-topic-h = Das Skalarprodukt zweier Positionen
quiz-topic-i = RoPE: der Winkel eines Paares
quiz-topic-j = RoPE: der Attention-Score
quiz-topic-k = RoPE: eine skalierte Frequenz
quiz-topic-l = RoPE: Paare, die sich nie ganz drehen
quiz-topic-coordinate = Eine Koordinate
quiz-topic-choice = Zutreffende Optionen wählen

# Quiz: The records a course platform receives (xAPI statements): names and descriptions.

quiz-statement-question = Frage { $number }: { $topic }
quiz-statement-quiz = Quiz zur sinusförmigen Positionskodierung
quiz-statement-quiz-about = { $count ->
    [one] { $n } Frage
   *[other] { $n } Fragen
  } zu { $settings } ({ $source ->
    [own] für diese Seite geschrieben
   *[seed] Seed { $seed }
  }).

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# Shared by several figures.
# The pair slider's label.
figure-pair-label = Paar k
# The pair slider's readout: $k the pair shown, $last the last pair (d_model/2 − 1).
figure-pair-readout = k = { $k } (0 bis { $last })
# The same with a note about the pair, e.g. its frequency "ω₁ = 0.01".
figure-pair-readout-note = k = { $k } (0 bis { $last }), { $note }
# What a screen reader says for the pair slider's value.
figure-pair-valuetext = Paar { $k }
figure-pair-valuetext-note = Paar { $k }, { $note }
# A pair's frequency, as a formula: $k is the pair's number as a subscript (₁).
figure-omega-note = ω{ $k } = { $omega }
# Between the items of a list inside a sentence (values at several positions).
figure-list-separator = ;{" "}
# Column header: the position.
figure-head-pos = pos

# Figure: the sine and cosine waves of one pair over position.
figure-waves-title = Wellen eines Paares.
figure-waves-view-period = ganze Periode zeigen
figure-waves-view-positions = an aufgeführte Positionen anpassen
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = Horizontaler Bereich
figure-waves-values-region = Werte an den aufgeführten Positionen
figure-waves-x-label = Position pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = eine Periode 2π/ω{ $k } = { $period }{ $end ->
        [beyond] {" "}(endet außerhalb der Ansicht)
        [arrow] {" "}→
       *[in] {""}
    }
# The key of the plot: $i the coordinate (column) of the sine or the cosine.
figure-waves-key-sin = sin, Koordinate { $i }
figure-waves-key-cos = cos, Koordinate { $i }
# One item of the drawing's text alternative.
figure-waves-label-value = pos { $pos }: sin { $sin }, cos { $cos }
# The drawing's text alternative; $values are items of figure-waves-label-value; $more: yes when
# there are more positions than those listed.
figure-waves-label = Sinus und Kosinus von Paar { $k } (ω = { $omega }) von Position { $from } bis { $to }; eine Periode umfasst { $period } Positionen. { $values }{ $more ->
        [yes] ; …
       *[no] {""}
    }.
# The caption: $ksub the pair as a subscript, $layout interleaved or concatenated.
figure-waves-caption = sin(ω{ $ksub }·pos) und cos(ω{ $ksub }·pos) für Paar k = { $k } (Koordinaten { $sin } und { $cos }, { $layout ->
        [concatenated] verkettet
       *[interleaved] verschränkt
    }), ω{ $ksub } = { $base }^(−2·{ $k }/{ $d }) = { $omega }; Punkte markieren die aufgeführten Positionen.
figure-waves-desc = Die Kurven wiederholen sich alle 2π/ω{ $k } = { $period } Positionen (der markierte Abschnitt).
# $turns: the part of a period the listed positions span.
figure-waves-desc-cover = Die aufgeführten Positionen umfassen { $turns } einer Periode, daher { $movement ->
        [long] dreht sich dieses Paar über sie hinweg ein großes Stück
        [visible] bewegt sich dieses Paar über sie hinweg sichtbar
       *[barely] bewegt sich dieses Paar über sie hinweg kaum
    }.
figure-waves-table-caption = Werte an den aufgeführten Positionen
figure-waves-table-caption-first = Werte an den aufgeführten Positionen (die ersten { $shown } von { $total })
figure-waves-head-sin = sin · Koord. { $i }
figure-waves-head-cos = cos · Koord. { $i }
figure-heatmap-title = Die ganze Matrix.
# The two layouts of a pair's sine and cosine in the vector (radio buttons and captions).
figure-layout-label = Anordnung
figure-layout-interleaved = verschränkt
figure-layout-concatenated = verkettet
figure-heatmap-interleaved-note = (sin, cos, sin, cos …)
figure-heatmap-concatenated-note = (alle Sinuswerte, dann alle Kosinuswerte)
figure-rotation-title = Ein Versatz ist eine Rotation.
figure-rotation-offset = Versatz Δ
figure-rotation-start = Start p
figure-dot-title = Das Skalarprodukt hängt nur vom Versatz ab.
figure-dot-span = Angezeigte Versätze
figure-dot-numbers-region = Skalarprodukte an den markierten Versätzen
figure-wavelengths-title = Die Wellenlängenleiter.
figure-wavelengths-context = Kontextlänge
figure-wavelengths-compare = Vergleich mit Basis
figure-input-title = Einmal addiert, am Eingang.
figure-input-region = Beispiel-Embeddings, Positionsvektoren und ihre Summen
figure-learned-title = Formel gegenüber gelernter Tabelle.
figure-learned-look-up = Position nachschlagen
figure-precision-title = float32 und naives float64 gegenüber den exakten Werten.
figure-precision-region = float64- und float32-Tabellen
figure-rope-title = RoPE: eine Rotation innerhalb der Attention.
figure-rope-offset = Versatz m − n
figure-rope-key-at = Key bei n
figure-rope-shift = Beide um t verschieben
figure-rope-numbers-region = Scores der ganzen Vektoren
figure-rope-decay-title = Der Langzeitabfall von RoPE.
figure-rope-decay-span = Angezeigte Abstände
figure-rope-decay-compare = Vergleich mit Basis
figure-rope-decay-region = Die Schranke bei einigen Abständen
figure-rope-scaling-title = Den Kontext erweitern: jede Wellenlänge vorher und nachher.
figure-rope-scaling-model = Modell
figure-rope-scaling-method = Skalierung
figure-rope-scaling-region = Die Wellenlänge jedes Paares vorher und nachher
# The heat map's axis labels (the arrows point along the axes: keep them).
figure-heatmap-x-label = Koordinate i →
figure-heatmap-y-label = Position ↓
# The colour scale: $low, $zero and $high are the numbers −1, 0 and +1.
figure-heatmap-legend-label = Farbskala: { $low } am kalten Ende, { $zero } neutral, { $high } am warmen Ende.
figure-heatmap-legend-low = { $value }
figure-heatmap-legend-high = { $value }
figure-heatmap-legend-note = (sin- und cos-Werte; 0 ist die mittlere Farbe)
figure-heatmap-keys = Zeigen Sie auf die Karte (oder tippen und ziehen Sie), um einen Wert abzulesen; oder fokussieren Sie sie und verwenden Sie die Pfeiltasten (Umschalt: zehn Schritte, Bild auf/ab: ein Zehntel der Zeilen, Pos1/Ende: erste/letzte Koordinate). Zoomen Sie mit + und −, dem Mausrad oder zwei Fingern bis hinunter zu einzelnen Zellen; 0 zeigt die ganze Karte; ziehen Sie, um eine vergrößerte Karte zu verschieben.
figure-heatmap-zoom = Zoom
figure-heatmap-zoom-in = Vergrößern
figure-heatmap-zoom-out = Verkleinern
figure-heatmap-zoom-whole = Ganze Karte anzeigen
figure-heatmap-zoom-whole-button = Ganze Karte
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = Eine Karte dieser Größe umfasst { $size } (zum Beispiel 4096 × 1024); verringern Sie max_len oder d_model.
# Beside the zoom buttons: the part of the map on screen.
figure-heatmap-view-whole = Ganze Karte.
figure-heatmap-view = Zeilen { $r0 } bis { $r1 }, Spalten { $c0 } bis { $c1 }.
figure-heatmap-order-interleaved = Die Spalten wechseln Paar für Paar zwischen Sinus und Kosinus.
figure-heatmap-order-concatenated = Die Spalten 0 bis { $last } sind die Sinuswerte, die Spalten { $first } bis { $end } die Kosinuswerte.
# The map's text alternative: $rows positions by $d coordinates; $layout interleaved or concatenated.
figure-heatmap-label = Heatmap von PE(pos, i): { $rows } Positionen (Zeilen 0 bis { $last }) mal { $d } Koordinaten (Spalten 0 bis { $lastColumn }), Basis { $base }, { $layout ->
        [concatenated] verkettete
       *[interleaved] verschränkte
    } Anordnung. Die Farbe reicht von kalt bei { $low } über neutral bei { $zero } bis warm bei { $high }.
# $order is figure-heatmap-order-…; $first and $last are wavelengths in positions.
figure-heatmap-desc = Jede Zeile ist eine Position, jede Spalte eine Koordinate. { $order } Das erste Paar wiederholt sich alle { $first } Positionen, daher flackern seine Spalten von Zeile zu Zeile; die Wellenlänge des letzten Paares beträgt { $last } Positionen, daher ändern sich seine Spalten langsam{ $cycle ->
        [never] {" "}und durchlaufen auf dieser Karte nie einen ganzen Zyklus
       *[some] {""}
    }.
figure-heatmap-caption = PE(pos, i) für die Positionen 0 bis { $last } (max_len = { $rows }) von oben nach unten und die Koordinaten 0 bis { $lastColumn } von links nach rechts, d_model = { $d }, Basis { $base }, { $layout ->
        [concatenated] verkettete
       *[interleaved] verschränkte
    } Anordnung.
figure-heatmap-readout-none = Zeigen Sie auf die Karte oder fokussieren Sie sie und drücken Sie eine Pfeiltaste, um einen Wert abzulesen.
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = Position { $row }, Koordinate { $col } ({ $fn } von Paar { $k }): PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = Position { $row } (Token { $token }), Koordinate { $col } ({ $fn } von Paar { $k }): PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k }), ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = Rand an den Spitzen, ×{ $zoom }
figure-rotation-axes = Waagerecht: cos, Koordinate { $cos }. Senkrecht: sin, Koordinate { $sin }.
# $turn: which way the pair turns (the sign of Δ).
figure-rotation-label = Einheitskreis von Paar { $k }: der Teilvektor bei p = { $p } (Winkel { $angleP } rad) und bei p + Δ = { $q } (Winkel { $angleQ } rad), { $turn ->
        [clockwise] im Uhrzeigersinn gedreht (Δ ist negativ)
        [none] überhaupt nicht gedreht (Δ = 0)
       *[counter] gegen den Uhrzeigersinn gedreht
    } um ω·Δ = { $phi } rad.
# A formula: $k is the pair as a subscript, $degrees the angle in degrees.
figure-rotation-phi = φ = ω{ $k }·Δ = { $omega } × { $delta } = { $phi } rad ({ $degrees }°)
# $whole: the number of whole turns (chooses the plural), $wholeText the same number written out.
figure-rotation-turns = Das sind { $turns } Umdrehungen; der Bogen zeigt, was nach { $whole ->
        [one] { $wholeText } ganzen Umdrehung
       *[other] { $wholeText } ganzen Umdrehungen
    } übrig bleibt.
figure-rotation-matrix = Rotationsmatrix für den Versatz
figure-rotation-vector-p = Teilvektor bei p = { $p }
figure-rotation-vector-q = Teilvektor bei p + Δ = { $q }
figure-rotation-rows = Zeilen: [cos φ, sin φ] und [−sin φ, cos φ]. Die Vektoren stapeln sin(ω{ $k }·pos) über cos(ω{ $k }·pos) (Koordinaten { $sin }, { $cos }). Das Produkt stimmt bis aufs letzte Bit mit dem direkt berechneten PE({ $q }) überein.
figure-rotation-rows-within = Zeilen: [cos φ, sin φ] und [−sin φ, cos φ]. Die Vektoren stapeln sin(ω{ $k }·pos) über cos(ω{ $k }·pos) (Koordinaten { $sin }, { $cos }). Das Produkt stimmt bis auf { $gap } mit dem direkt berechneten PE({ $q }) überein.
figure-rotation-caption = Paar k = { $k } auf seinem Einheitskreis: Der Schritt von p = { $p } zu p + Δ = { $q } dreht das Paar um ω{ $ksub }·Δ = { $phi } rad, { $turn ->
        [clockwise] im Uhrzeigersinn (Δ ist negativ)
        [none] überhaupt nicht (Δ = 0)
       *[counter] gegen den Uhrzeigersinn
    }. Dieselbe Matrix funktioniert für jedes p.
figure-rotation-desc = Die Matrix hängt nur von Δ und ω{ $k } ab, nie von p: Jedes Paar dreht sich um seinen eigenen Winkel ω{ $k }·Δ, daher verschiebt eine feste lineare Abbildung pro Versatz den ganzen Vektor. Ein negatives Δ ergibt die inverse Rotation.

# Figure: the dot product of two position vectors depends only on their offset.
# A choice of the offsets shown: from $low to $high.
figure-dot-span-option = { $low } … { $high }
figure-dot-x-label = Versatz Δ = p − q
# In the key: $half is d/2, the largest value.
figure-dot-key-peak = Maximum d/2 = { $half } bei Δ = 0; Markierungen bei ±Δ
figure-dot-label = Skalarprodukt von PE(p0 + Δ) und PE(p0) für Δ von { $low } bis { $high }, für p0 = { $pA } und p0 = { $pB }: Die beiden Kurven fallen zusammen (größte Abweichung { $gap }), Maximum { $half } bei Δ = 0, spiegelsymmetrisch zu Δ = 0; bei Δ = ±{ $delta } beträgt der Wert { $value }.
figure-dot-caption = PE(p₀ + Δ)·PE(p₀) für p₀ = { $pA } und für p₀ = { $pB }, d_model = { $d }: eine Kurve, symmetrisch zu Δ = 0.
figure-dot-desc-exact = Jedes Paar trägt sin·sin + cos·cos = cos(ω_k Δ) bei, also ist die Summe Σ_k cos(ω_k Δ): Nur der Versatz geht ein, und cos(−x) = cos x macht ±Δ gleich. Aus den Tabellenzeilen summiert, unterscheiden sich die beiden Kurven um höchstens { $gap }, und an den geprüften Stellen stimmen sie exakt mit der Identität Σ_k cos(ω_k Δ) überein.
figure-dot-desc-within = Jedes Paar trägt sin·sin + cos·cos = cos(ω_k Δ) bei, also ist die Summe Σ_k cos(ω_k Δ): Nur der Versatz geht ein, und cos(−x) = cos x macht ±Δ gleich. Aus den Tabellenzeilen summiert, unterscheiden sich die beiden Kurven um höchstens { $gap }, und an den geprüften Stellen stimmen sie bis auf { $identity } mit der Identität Σ_k cos(ω_k Δ) überein.

# Figure: the wavelength of every pair on a log scale, against the context length.
figure-wavelengths-x-label = { $layout ->
        [concatenated] Paar k (Koordinaten k und k + d/2)
       *[interleaved] Paar k (Koordinaten 2k und 2k + 1)
    }
figure-wavelengths-y-label = Wellenlänge λₖ (Positionen, logarithmische Skala)
# The line of the context length: $context positions.
figure-wavelengths-context-mark = Kontext { $context }
# How the slowest pair compares with the context: $ratio the part of a cycle (or the number of cycles)
# across the context; $over of $pairs pairs are longer than it.
figure-wavelengths-longer = länger als der Kontext von { $context }: Das langsamste Paar durchläuft über ihn nur { $ratio } eines Zyklus, ordnet also den ganzen Kontext ohne Wiederholung ({ $over } von { $pairs } Paaren haben λₖ > { $context }).
figure-wavelengths-shorter = kürzer als der Kontext von { $context }: Selbst das langsamste Paar läuft über ihn { $ratio }-mal herum, daher kann kein einzelnes Paar den Anfang des Kontexts vom Ende unterscheiden.
# After the formula λ_max = 2π · b^((d−2)/d): $last the slowest pair.
figure-wavelengths-general = {" "}, vom langsamsten Paar k = d/2 − 1 = { $last }.
figure-wavelengths-base = Basis { $base }:{" "}
# After the formula of one base: $verdict is figure-wavelengths-longer or -shorter.
figure-wavelengths-line = {" "}= 2π × { $power } = { $lambda } Positionen, { $verdict }
# $over and $otherOver choose the plural; $overText and $otherOverText are the same numbers written out.
figure-wavelengths-label = Wellenlängen der { $pairs } Paare auf logarithmischer Skala: Mit Basis { $base } steigen sie von { $first } bis { $last }, mit Basis { $other } bis { $otherLast }. Die Kontextlänge { $context } ist markiert: { $over ->
        [0] kein Paar
        [one] { $overText } Paar
       *[other] { $overText } Paare
    } mit Basis { $base } und { $otherOver ->
        [0] kein Paar
        [one] { $otherOverText } Paar
       *[other] { $otherOverText } Paare
    } mit Basis { $other } haben längere Wellenlängen.
figure-wavelengths-caption = λₖ = 2π·b^(2k/d) für jedes Paar bei d_model = { $d }, Basis { $base } (Kreise) gegenüber Basis { $other } (Quadrate); gefüllte Markierungen sind Paare, die länger als der Kontext von { $context } Positionen sind.
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) für jedes Paar bei d_model = { $d }, Basis { $base } (Kreise) gegenüber Basis { $other } (Quadrate), jedes { $stride }. Paar gezeichnet; gefüllte Markierungen sind Paare, die länger als der Kontext von { $context } Positionen sind.

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = Tokens tᵢ
figure-input-block = Block { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = hier einmal addiert
figure-input-inside-stack = im Stapel:
figure-input-no-pe-again = PE wird nicht erneut addiert
figure-input-inside-stack-no-pe = { figure-input-inside-stack } { figure-input-no-pe-again }
# The example sentence whose tokens the table shows, words separated by spaces (a word may come twice;
# it keeps its one row of made-up numbers). Any short sentence of the language will do.
figure-input-example-words = die Katze saß auf der Matte
# A token of the example sentence, quoted.
figure-input-quoted-word = „{ $word }“
figure-input-desc = Der Positionsvektor hat dieselbe Breite wie das Embedding, d_model, und wird ein einziges Mal addiert, vor dem ersten Block. Die Blöcke mischen und transformieren dann die Summe; keiner von ihnen erhält PE(i) noch einmal. Ein Netz, das denselben Vektor in jeder Schicht addierte, wäre eine andere Architektur.
figure-input-label = Diagramm: Die Tokens werden in der Embedding-Tabelle E nachgeschlagen; PE(i) wird einmal zu E[t_i] addiert; die Summe x_i geht in Block 1, dann Block 2 bis Block N, und kein Block addiert PE erneut.
# $shown: first when only the first $cols coordinates are shown; $origin: moved when token numbers
# start elsewhere than position 0 ($originText); $decimals chooses the plural.
figure-input-table-caption = Beispiel-Embeddings (erfundene Zahlen), d_model = { $d }{ $shown ->
        [first] , die ersten { $cols } Koordinaten angezeigt
       *[all] {""}
    }{ $origin ->
        [moved] ; Token i steht an pos = i − { $originText }
       *[zero] {""}
    }; Werte gerundet auf { $decimals ->
        [one] { $decimalsText } Dezimalstelle
       *[other] { $decimalsText } Dezimalstellen
    }
figure-input-head-token = Token tᵢ
figure-input-head-term = Term
figure-input-head-coord = Koord. { $c }
figure-input-caption = xᵢ = E[tᵢ] + PE(i): die Embedding-Zeile jedes Tokens plus der Positionsvektor seiner Stelle, einmal vor Block 1 addiert.

# Figure: a learned table of positions against the formula, looked up past its end.
# The names of the two tracks.
figure-learned-track-table = gelernte Tabelle
figure-learned-track-formula = Formel
figure-learned-rows = Zeilen { $first } … { $last }
figure-learned-no-rows = keine Zeilen
# Above the line of the position looked up.
figure-learned-pos = pos { $pos }
figure-learned-row = ✓ Zeile
figure-learned-no-row = ✗ keine Zeile
figure-learned-computed = ✓ berechnet
# $row: yes when the position looked up has a row in the table.
figure-learned-label = Positionsachse: Eine gelernte Tabelle enthält die Zeilen 0 bis { $last }; Position { $pos } { $row ->
        [yes] hat dort eine Zeile
       *[no] hat dort keine Zeile
    }, während die Kurve der Formel über { $last } hinaus weiterläuft und bei { $pos } einen Wert liefert.
figure-learned-table-lead = Gelernte Tabelle:{" "}
figure-learned-row-exists = Zeile { $pos } existiert; ihre Zahlen sind das, was das Training dort hinterlassen hat.
# $between: yes when the position is not a whole number.
figure-learned-lookup-fails = lookup({ $pos }) schlägt fehl: Eine Tabelle mit { $rows } Zeilen hat die Indizes 0 … { $last }{ $between ->
        [yes] {" "}und keine Zeile zwischen ganzen Zahlen
       *[no] {""}
    }, also gibt es keinen Vektor zum Addieren.
figure-learned-formula-lead = Formel:{" "}
# After the formula's vector: which wave is drawn ($k the pair, $i its sine's coordinate).
figure-learned-wave = {" "}(gezeichnete Welle: sin von Paar { $k }, Koordinate { $i }, ω = { $omega })
figure-learned-moral = Berechenbar ist nicht dasselbe wie verallgemeinert. Die Formel liefert für Position { $pos } ebenso bereitwillig einen Vektor wie für Position { $one }, und jeder Eintrag bleibt zwischen { $low } und { $high }. Das bedeutet nur, dass die Eingabe definiert ist: Ein Modell, das auf Sequenzen von höchstens { $rows } Tokens trainiert wurde, kann trotzdem Attention-Muster und Statistiken gelernt haben, die nur bis { $rows } gelten, und erst Tests mit längeren Eingaben zeigen, ob es damit zurechtkommt.
figure-learned-caption = Eine für max_len = { $rows } Positionen gelernte Tabelle gegenüber der Formel, nachgeschlagen bei Position { $pos }.

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = exakt (dieser Kern)
figure-precision-float32 = float32 (ω, pos·ω, sin/cos gerundet); geänderte Ziffern markiert
figure-precision-float64 = float64 nach NumPy-Art (pos · div_term, dann sin/cos); geänderte Ziffern markiert
figure-precision-error32 = |float32 − exakt|
figure-precision-error64 = |float64 nach NumPy-Art − exakt|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = max
figure-precision-max-of = max von { $d }
figure-precision-x-label = Position (logarithmische Skala)
figure-precision-y-label = größter Fehler in der Zeile
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = Position { $pos } ist so groß, dass benachbarte float64-Zahlen nahe dem Winkel pos·ω₀ = { $angle } { $spacing } auseinanderliegen. Ein als float64 gespeicherter Winkel kann um die Hälfte davon, { $half }, abweichen, mehr als eine halbe Einheit der Dezimalstelle { $place } ({ $threshold }): Code, der den Winkel als ein einziges float64-Produkt berechnet, wie es NumPy tut, berechnet die letzten angezeigten Dezimalstellen der schnellen Paare falsch. Dieser Kern reduziert den Winkel exakt, daher sind seine Ziffern weiterhin die exakten.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = Größter Fehler einer Zeile über der Position, logarithmische Skalen. float32: { $e32a } nahe Position 1000, { $e32b } nahe Position 100000, { $e32c } nahe Position 10 Millionen. float64 nach NumPy-Art: { $e64a } nahe Position 10 Millionen, { $e64b } nahe Position 10¹², { $e64c } nahe Position 10¹⁵. Die Linie für eine halbe Einheit der Dezimalstelle { $place } wird von float32 { $cross32 ->
        [yes] nahe Position { $at32 }
       *[no] nirgends im Bereich
    } und von float64 { $cross64 ->
        [yes] nahe Position { $at64 }
       *[no] nirgends im Bereich
    } überschritten.
figure-precision-desc = float32 hat etwa 7 signifikante Stellen, daher weicht der gerundete Winkel pos·ω um bis zu eine halbe float32-Einheit des Winkels ab, die proportional zur Position wächst (die gestrichelte Linie ½ ulp₃₂); ab etwa 2²⁴ ≈ 1,7·10⁷ kann float32 nicht einmal mehr jede ganzzahlige Position darstellen. { $cross32 ->
        [yes] Bei { $decimalsText } angezeigten Dezimalstellen ändert float32 die angezeigten Ziffern etwa ab Position { $at32 }.
       *[no] {""}
    } float64, auf naive Weise berechnet, hat dasselbe Problem etwa 5·10⁸-mal später (½ ulp₆₄): NumPys div_term wird auf float64 gerundet, und sein Rundungsfehler mal der Position ist ein Fehler im Winkel{ $cross64 ->
        [yes] ; bei { $decimalsText } Dezimalstellen ändert er die angezeigten Ziffern etwa ab Position { $at64 }
       *[no] {""}
    }, { $e64 } nahe 10¹⁵. Dieser Kern speichert ω_k mit 256 Bit und reduziert den Winkel exakt: Seine Werte bleiben bis 2⁵³ auf 10⁻¹⁵ genau.
figure-precision-caption = Die Tabelle in float32, wie Frameworks sie oft berechnen, und in float64 so, wie es NumPys Code tut, neben den exakten Werten, d_model = { $d }, Basis { $base }; beide Fehler wachsen mit der Position.

# Figure: RoPE turns the query and the key inside attention; their score depends on m − n only.
# The two choices of vectors q and k, and the label of that choice.
figure-rope-vectors = q und k
figure-rope-example = Beispielvektoren
figure-rope-ones = (1, 0) in jedem Paar
# The label of the choice of layout (which coordinates form a pair).
figure-rope-pairing = Paarbildung
# The pair's angle per position, a formula: $k the pair as a subscript.
figure-rope-pair-note = θ{ $k } = ω{ $k } = { $theta }
# Above each circle: the positions of the query (m) and the key (n).
figure-rope-panel = m = { $m }, n = { $n }
# Above the second circle: both moved by $t; $title is figure-rope-panel.
figure-rope-panel-shifted = beide um t = { $t } verschoben: { $title }
figure-rope-query = q bei m
figure-rope-key = k bei n
figure-rope-pair-product = Paar { $k }: { $value }
figure-rope-angle = { $angle } rad
# Under the circles, one line per layout: the coordinates ($a, $b) that form pair k.
figure-rope-layout-row = { $layout ->
        [concatenated] verkettet: Paar k = (k, k + d/2)
       *[interleaved] verschränkt: Paar k = (2k, 2k + 1)
    } = ({ $a }, { $b })
figure-rope-layout-row-short = { $layout ->
        [concatenated] verkettet
       *[interleaved] verschränkt
    }: ({ $a }, { $b })
# After the line of the layout the widget uses.
figure-rope-used-here = {" "}— hier verwendet
figure-rope-across = Waagerecht: Koordinate { $a } des Paares; senkrecht: Koordinate { $b }. Gegen den Uhrzeigersinn ist positiv.
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }, k = { $k }: dieselben acht Zahlen, wiederholt über d Koordinaten.
figure-rope-vectors-ones = q = k = { $v }: jedes Paar (1, 0), egal, was die Anordnung wohin legt.
figure-rope-scores-caption = Der Score der ganzen Vektoren, d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = Query bei
figure-rope-head-key = Key bei
figure-rope-head-score = Score
figure-rope-shift-same = Verschiebt man beide um t, bleibt der Score bis aufs letzte Bit gleich.
figure-rope-shift-within = Verschiebt man beide um t, bleibt der Score gleich (bis auf { $gap } durch Rundung).
figure-rope-swapped-same = Vertauscht man beide, kehrt sich das Vorzeichen von m − n um; bei diesen Vektoren heben sich die Sinusterme auf, daher bleibt der Score gleich.
figure-rope-swapped-changes = Vertauscht man beide, kehrt sich das Vorzeichen von m − n um, und der Score ändert sich: Er hängt vom vorzeichenbehafteten Versatz ab.
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = Mit q = k = (1, 0) in jedem Paar verschwinden die Sinusterme, und RoPE fällt mit der Tabelle von 2017 zusammen:{" "}
# After that formula.
figure-rope-bridge-same = . Der Score des Kerns ist { $score } und das Skalarprodukt der Tabelle { $dot }: dieselbe Zahl, bis aufs letzte Bit.
figure-rope-bridge-differ = . Der Score des Kerns ist { $score } und das Skalarprodukt der Tabelle { $dot }: Sie unterscheiden sich um { $gap } (Rundung).
figure-rope-caption = Paar k = { $k } einer Query bei m = { $m } und eines Keys bei n = { $n }, jeweils gegen den Uhrzeigersinn um ihre Position mal θ{ $ksub } gedreht: Der Winkel zwischen ihnen und damit der Score hängt nur von m − n = { $delta } ab.
figure-rope-desc = RoPE dreht Paar k der Query um m·θ_k und das des Keys um n·θ_k (die Rotation von RoFormer: (x_a, x_b) wird zu (x_a cos − x_b sin, x_a sin + x_b cos)). Werden beide um t verschoben, drehen sich beide um weitere t·θ_k, daher bleiben der Winkel zwischen ihnen und ihr Produkt gleich. Die Streifen zeigen, welche zwei Koordinaten Paar { $k } bilden: Nachbarn bei verschränkter Anordnung (RoFormer, GPT-J, Metas Llama-Code), einen halben Vektor voneinander entfernt bei verketteter Anordnung (GPT-NeoX, Llama von Hugging Face, Mistral, Qwen2).
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } und { $b }
figure-rope-label = Paar { $k } von q und k auf einem Kreis: Auf Position m = { $m } und n = { $n } gedreht, liegen sie { $gap } rad auseinander, Produkt { $product }; beide um t = { $t } verschoben, drehen sie sich gemeinsam und bleiben { $gap } rad auseinander, Produkt { $product }. Darunter: Paar { $k } besteht bei verschränkter Anordnung aus den Koordinaten { $layoutA } und bei verketteter aus { $layoutB }.

# Figure: RoFormer's bound on the RoPE score falls as the relative distance grows.
# A choice of the distances shown: from $low to $high.
figure-rope-decay-span-option = { $low } … { $high }
figure-rope-decay-x-label = relativer Abstand r = m − n
figure-rope-decay-y-label = Schranke für den Score
# In the key, and as a column header: the base of one curve.
figure-rope-decay-key = Basis { $base }
# Followed by a formula: bound(r) = (2/d)·Σ_j |S_j(r)|.
figure-rope-decay-formula-lead = RoFormer beschränkt den Score durch{" "}
# Between that formula and the next: S_j(r) = Σ_l e^(i·r·θ_l).
figure-rope-decay-formula-mid = , wobei{" "}
# After the second formula: $half is d/2.
figure-rope-decay-formula-tail = {" "}die Drehungen der ersten j Paare addiert (l = 0 … j − 1, j = 1 … d/2 = { $half }).
figure-rope-decay-start = Bei r = 0 zeigen alle Drehungen in dieselbe Richtung: Die Schranke ist (d/2 + 1)/2 = { $value } für d = { $d }.
figure-rope-decay-half-never = Mit Basis { $base } bleibt sie bis zum letzten angezeigten Abstand über der Hälfte davon.
figure-rope-decay-half = Mit Basis { $base } fällt sie erstmals bei r ≈ { $r } auf die Hälfte davon.
figure-rope-decay-table-caption = Die Schranke bei einigen Abständen
figure-rope-decay-caption = RoFormers Schranke für den RoPE-Score über dem relativen Abstand r = 0 … { $high }, d = { $d }, Basis { $a } (durchgezogen) und Basis { $b } (gestrichelt): Je weiter zwei Tokens voneinander entfernt sind, desto weniger summieren sich ihre Drehungen.
figure-rope-decay-desc = Jedes Paar dreht sich zwischen Query und Key um r·θ_l. Bei r = 0 stimmen alle Drehungen überein; mit wachsendem r zeigen die schnellen Paare in alle Richtungen und ihre Summe schrumpft, sodass eine Query weit entfernte Keys gleichen Inhalts weniger stark beachtet. Eine größere Basis lässt mehr Paare sich langsam drehen, daher fällt die Schranke langsamer. Es ist eine Schranke, nicht der Score selbst, und sie muss nicht glatt fallen.
figure-rope-decay-label = Schranke über r von 0 bis { $high } für d = { $d }: Sie beginnt für beide Basen bei { $start } und beträgt bei r = { $high } { $endA } mit Basis { $a } und { $endB } mit Basis { $b }.
# Added to the text alternative when the widget's offset is on the plot: the bound there for both bases.
figure-rope-decay-label-offset = {" "}Beim Versatz r = { $r }: { $a } und { $b }.

# Figure: extending the context of a RoPE model; every pair's wavelength before and after scaling.
figure-rope-scaling-own = Eigene Einstellungen
# The scaling methods by their config.json type ($type); names of published methods stay as they are.
figure-rope-scaling-method-name = { $type ->
        [linear] Position Interpolation (linear)
        [ntk] NTK-aware
        [dynamic] dynamisches NTK
        [yarn] YaRN
        [llama3] Llama 3.1 (llama3)
       *[none] keine
    }
figure-rope-scaling-factor = Faktor s
figure-rope-scaling-x-label = Paar k
figure-rope-scaling-y-label = Wellenlänge (Positionen, logarithmische Skala)
# In the key (λ_k = 2π/θ_k is a formula).
figure-rope-scaling-before = vorher: λ_k = 2π/θ_k
figure-rope-scaling-after = nachher: { $method }
# Lines across the plot: the original and the extended context, in tokens.
figure-rope-scaling-original = ursprünglicher Kontext { $context }
figure-rope-scaling-extended = erweitert { $context }
# Where a model's numbers come from: $name and $model name the model, $type is rope_scaling's type.
figure-rope-scaling-source = { $name }: Die config.json von { $model } gibt d = { $d } pro Head, Basis (rope_theta) { $base } und einen Kontext von { $context } Tokens an, ohne rope_scaling.
figure-rope-scaling-source-scaled = { $name }: Die config.json von { $model } gibt d = { $d } pro Head, Basis (rope_theta) { $base } und einen Kontext von { $context } Tokens an, mit rope_scaling { $type } (Faktor { $factor }, ausgehend von ursprünglich { $original }).
figure-rope-scaling-own-source = Die Einstellungen des Widgets: d = { $d }, Basis { $base }, ursprünglicher Kontext { $context } Tokens (context-length).
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = Ohne Skalierung{" "}
figure-rope-scaling-none-tail = : Der Kontext bleibt wie trainiert.
figure-rope-scaling-linear-lead = Position Interpolation liest Position m als m/s:{" "}
figure-rope-scaling-linear-tail = , jede Wellenlänge s-mal so lang.
figure-rope-scaling-ntk-lead = NTK-aware-Skalierung erhöht die Basis:{" "}
figure-rope-scaling-ntk-tail = , das langsamste Paar s-mal so langsam, das schnellste unverändert.
figure-rope-scaling-dynamic-lead = Dynamisches NTK erhöht die Basis mit der Sequenzlänge L, sobald diese L₀ überschreitet:{" "}
figure-rope-scaling-dynamic-tail = {" "}bei L = { $length }.
figure-rope-scaling-yarn-lead = YaRN behält die Paare bei, die sich innerhalb von L₀ viele Male drehen, und interpoliert die langsamen, mit einer Rampe γ_k dazwischen:{" "}
figure-rope-scaling-yarn-tail = ; außerdem multipliziert es die Attention-Logits mit (0,1·ln s + 1)² = { $attention }.
figure-rope-scaling-llama3-lead = Llama 3.1 behält die Paare mit{" "}
figure-rope-scaling-llama3-mid = {" "}bei, teilt die Frequenz durch s, wo{" "}
figure-rope-scaling-llama3-tail = , und mischt beides dazwischen.
figure-rope-scaling-counts = Von den { $pairs } Paaren behalten { $kept } ihre Wellenlänge, { $stretched } werden um das { $s }-Fache gestreckt und { $between } liegen dazwischen.
# $before and $after choose the plural; $beforeText and $afterText are the same numbers written out.
figure-rope-scaling-turns = { $before ->
        [one] { $beforeText } Paar vollendet
       *[other] { $beforeText } Paare vollenden
    } innerhalb der ursprünglichen { $original } Tokens nie eine Umdrehung; nach der Skalierung { $after ->
        [one] vollendet { $afterText } Paar
       *[other] vollenden { $afterText } Paare
    } innerhalb der { $extended } Tokens des erweiterten Kontexts nie eine.
figure-rope-scaling-table-caption = Wellenlängen in Positionen
figure-rope-scaling-caption = { $name }, d = { $d }: die Wellenlänge jedes Paares vor (Kreise) und nach { $method } (Quadrate), verglichen mit dem ursprünglichen Kontext von { $original } Tokens.
figure-rope-scaling-caption-extended = { $name }, d = { $d }: die Wellenlänge jedes Paares vor (Kreise) und nach { $method } (Quadrate), verglichen mit dem ursprünglichen Kontext von { $original } Tokens und dem erweiterten von { $extended }.
figure-rope-scaling-desc = Ein Modell lernt, was seine Paare über den Kontext tun, auf dem es trainiert wurde. Paare, deren Wellenlänge kürzer als dieser Kontext ist, haben sich viele Male gedreht und sind auch darüber hinaus unproblematisch; Paare, deren Wellenlänge länger ist, haben nie eine Umdrehung vollendet, sodass Positionen jenseits des Kontexts ihnen Winkel geben, die das Modell nie gesehen hat. Die Verfahren verlangsamen diese Paare (eine längere Wellenlänge), damit der erweiterte Kontext auf Winkel abgebildet wird, die im Training vorkamen.
figure-rope-scaling-label = { $name }: { $pairs } Paare. Vor der Skalierung reichen ihre Wellenlängen von { $firstBefore } bis { $lastBefore } Positionen; nach { $method } von { $firstAfter } bis { $lastAfter }. { $kept } Paare behalten ihre Wellenlänge und { $stretched } werden gestreckt. Der ursprüngliche Kontext { $original } und der erweiterte Kontext { $extended } sind markiert.

## Sliders and play
# The offset's slider beside the offset field; $min and $max: its ends.
figure-slider-offset = Versatz Δ, von { $min } bis { $max }

## Phones: touch screens
# On touch screens, in place of figure-heatmap-keys: one finger scrolls the page, two pinch and pan the map.
figure-heatmap-keys-touch = Tippen Sie auf die Karte, um einen Wert abzulesen. Ein Finger scrollt die Seite; mit zwei Fingern zoomen Sie die Karte (auseinander- oder zusammenziehen) und verschieben sie. Mit Tastatur: Fokussieren Sie die Karte und nutzen Sie die Pfeiltasten, + und − sowie 0 für die ganze Karte.
# On touch screens, in place of figure-heatmap-readout-none.
figure-heatmap-readout-none-touch = Tippen Sie auf die Karte, um einen Wert abzulesen.

## Figures on small screens
# The heat map's caption ends with what one screen pixel of the picture holds, measured from the size
# it is drawn at. $rows and $cols: positions and coordinates per pixel, numbers written out (1.5, 0.19);
# $rowsCount and $colsCount: the same numbers, for the plural; $averaged: yes when a pixel shows the
# mean of the values it covers (more rows or columns than pixels), no otherwise.
figure-heatmap-pixel = Ein Pixel: etwa { $rows } { $rowsCount ->
        [one] Position
       *[other] Positionen
    } × { $cols } { $colsCount ->
        [one] Koordinate
       *[other] Koordinaten
    }{ $averaged ->
        [yes] , gemittelt.
       *[no] .
    }
# When every value has several pixels: $height and $width, pixels per value, numbers written out.
figure-heatmap-pixel-cell = Ein Wert: etwa { $height } × { $width } Pixel.
# Several figures are shown one at a time, chosen with tabs: the tab list's name, then one short name per figure.
figure-tabs-label = Abbildungen
figure-tab-heatmap = Heatmap
figure-tab-waves = Wellen
figure-tab-rotation = Rotation
figure-tab-dot = Skalarprodukt
figure-tab-wavelengths = Wellenlängen
figure-tab-input = Eingabesumme
figure-tab-learned = Gelernte Tabelle
figure-tab-precision = Genauigkeit
figure-tab-rope = RoPE
figure-tab-rope-decay = RoPE-Abfall
figure-tab-rope-scaling = RoPE-Skalierung

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# The share panel: the code that puts this view on another page, the table as text, the figures as files.

share-code-title = Diese Ansicht auf einer anderen Seite einbinden
share-code-note = Nur die Einstellungen, die von den Standardwerten abweichen, werden geschrieben.
# dist/sinusoidal-pe.js is a file name: keep it as it is.
share-tag-label = Das Tag (die Seite lädt außerdem dist/sinusoidal-pe.js)
share-tag-copy = Tag kopieren
share-iframe-label = Der Link für einen iframe (embed.html)
share-iframe-copy = Link kopieren
# parent-origin= is a URL parameter: keep it as it is.
share-iframe-note = Fügen Sie nach parent-origin= den Origin Ihrer Kursseite ein (etwa https://course.example): Der Frame teilt seine Höhe dann nur dieser Seite mit.
share-package-label = Der Befehl für ein SCORM- oder H5P-Paket dieses Quiz (npm run package)
share-package-copy = Befehl kopieren
share-package-note = Führen Sie ihn in einer Kopie von sinusoidal-pe aus. Ohne quiz-seed erhält jede lernende Person eigene Fragen.
share-package-own = Speichern Sie vorher die Fragenliste als questions.json daneben.
share-table-title = Die Tabelle als Text
share-table-note = Die Werte so, wie die Tabelle sie zeigt, mit ihren Dezimalstellen und ihren Kopfzeilen.
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = Die Tabelle als { $format }
share-table-copy = Als { $format } kopieren
share-figures-title = Die Abbildungen als Bilder
share-figures-note = Bei SVG bleibt jede Linie scharf; PNG wird für den Druck in doppelter Größe gezeichnet. Jede Datei erhält die Bildunterschrift der Abbildung als Titel.
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = { $figure } als { $type } herunterladen
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = In die Zwischenablage kopiert: { $what }.
share-selected = Diese Seite darf nicht in die Zwischenablage schreiben, daher ist { $what } im zugehörigen Feld markiert: Drücken Sie zum Kopieren Strg+C (⌘C auf einem Mac).
# What a Copy button copies, as share-copied and share-selected name it.
share-what-tag = das Tag
share-what-link = der Link
share-what-command = der Befehl
share-what-table = die Tabelle als { $format }
# $file: the name of the file saved (sinusoidal-pe-waves.svg).
share-saved = { $file } gespeichert.
# $message: why nothing was saved.
share-save-failed = Es wurde nichts gespeichert: { $message }
share-figure-empty = In dieser Abbildung ist noch nichts zum Speichern gezeichnet.
share-png-failed = Der Browser konnte das PNG nicht erstellen.
# The first cell of a row of the copied table: token $token at position $position (numbers as written).
share-table-row = { $token } → pos { $position }

# (share messages: end of section)
