# The widget's words in Spanish (es), translated from en.ftl, which is the reference: every text a learner or an author reads in the widget, one message
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
core-word-sine = seno
core-word-cosine = coseno
core-word-layout-interleaved = intercalada
core-word-layout-concatenated = concatenada
core-unreadable-answer-too-long = La respuesta es demasiado larga para ser un número (más de { $max } caracteres).
core-unreadable-not-a-number = No se pudo leer un número en «{ $typed }».
core-unreadable-no-digits = La respuesta tiene un signo o un separador decimal, pero ninguna cifra.
core-unreadable-after-the-number = No se pudo leer «{ $rest }» después del número.
core-answer-unreadable = { $problem } Escribe un número decimal como { $example }.
core-answer-correct = Correcto: { $value } coincide con el valor exacto { $exact } con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-answer-too-few-decimals = Vas bien, pero { $value } solo tiene { $typed } { $typed ->
        [one] decimal
       *[other] decimales
    }; la pregunta pide al menos { $asked } { $asked ->
        [one] decimal
       *[other] decimales
    }. Conserva más cifras de tu resultado.
core-answer-too-small = No del todo: { $value } es demasiado pequeño en más de { $tolerance }, el error permitido con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }. { $advice }
core-answer-too-large = No del todo: { $value } es demasiado grande en más de { $tolerance }, el error permitido con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }. { $advice }
core-answer-advice-check-each-step = No es cuestión de redondeo: revisa cada paso de tu desarrollo.
core-answer-advice-round-not-cut = Aun así, estás cerca: revisa las últimas cifras de tu desarrollo y redondea la última en lugar de cortarla.
core-answer-advice-check-rounding = Aun así, estás cerca: revisa las últimas cifras de tu desarrollo y cómo has redondeado.
core-answer-truncated = No del todo: { $value } parece el valor exacto cortado tras { $typed } { $typed ->
        [one] decimal
       *[other] decimales
    } en lugar de redondeado. Las cifras eliminadas valen al menos media unidad de la última que se conserva, así que esa cifra debería subir en uno (alejándose de cero).
core-answer-truncated-too-few-decimals = No del todo: { $value } parece el valor exacto cortado tras { $typed } { $typed ->
        [one] decimal
       *[other] decimales
    } en lugar de redondeado. Las cifras eliminadas valen al menos media unidad de la última que se conserva, así que esa cifra debería subir en uno (alejándose de cero); además, la pregunta pide al menos { $asked } { $asked ->
        [one] decimal
       *[other] decimales
    }.
core-answer-slip = No del todo: { $value } coincide con un error frecuente. { $explanation }
# The settings a question is for, after its prompt. $topic: sinusoidal or rope; $layout: none (the
# question does not depend on it), interleaved, concatenated (the 2017 encoding's layouts) or
# rope-interleaved, rope-concatenated (RoPE's pairs); $numbered: yes when the origin matters.
core-settings-note = ({ $topic ->
        [rope] RoPE, d = { $d }
       *[sinusoidal] d_model = { $d }
    }, base { $base }{ $layout ->
        [interleaved] , disposición intercalada
        [concatenated] , disposición concatenada
        [rope-interleaved] , pares (2k, 2k + 1)
        [rope-concatenated] , pares (k, k + d/2)
       *[none] {""}
    }{ $numbered ->
        [yes] , tokens numerados desde { $origin }
       *[no] {""}
    })
core-formula-omega-zero = ω_0 = { $base }^0 = 1
core-formula-omega = ω_{ $k } = { $base }^(−{ $twoK }/{ $dModel }) ≈ { $omega }
core-formula-theta-zero = θ_0 = { $base }^0 = 1
core-formula-theta = θ_{ $k } = { $base }^(−{ $twoK }/{ $d }) ≈ { $theta }
core-list-gap = ;
core-list-gap-skipped = ; …;
core-list-end = { "." }
core-step-dot-terms = Términos:
core-step-dot-term = k = { $k }: cos({ $omega } × { $gap }) ≈ { $cosine }{ $after }
core-list-gap-more = ; ….
core-vector-list = [{ $entries }]
core-vector-sparse = { $entries } y 0 en el resto
core-vector-zero = todo ceros
core-step-rope-score-term = k = { $k } (coordenadas { $first }, { $second }): { $dot } × cos({ $angle }) + { $cross } × sin({ $angle }) ≈ { $term }{ $after }
core-step-rope-score-no-terms = todos los pares de q o de k son cero.
core-refuse-option-index = { $name } debe ser el índice de una opción, un número entero de 0 a { $last }; se recibió { $received }.
core-check-choose-an-option = Elige una de las { $count } opciones por su número (0 a { $last }) o su letra (a a { $lastLetter }).
core-check-option-correct = Correcto: la opción { $option } («{ $statement }») es la correcta.
core-check-option-wrong = No del todo: la opción { $option } («{ $statement }») no es cierta.
core-slip-name-degrees = ángulo tomado en grados
core-slip-name-sin-cos-swapped = seno y coseno intercambiados
core-slip-name-origin-off-by-one = origen de índices desplazado en uno
core-slip-name-exponent-uses-i = exponente construido con i en lugar de 2k
core-slip-name-wrong-pair = se usó la frecuencia de otro par
core-slip-name-layout-concatenated = disposición concatenada en lugar de intercalada
core-slip-name-layout-interleaved = disposición intercalada en lugar de concatenada
core-slip-name-truncated = cortado en lugar de redondeado
core-slip-name-angle-instead-of-value = el ángulo en lugar de su seno o coseno
core-slip-name-all-zeros-at-position-zero = PE(0) tomado como todo ceros
core-slip-name-base-matters-at-zero = suponer que la base influye en la posición 0
core-slip-name-full-vector-repeats = suponer que el vector entero se repite con el par más rápido
core-slip-name-fastest-pair-changes = suponer que el par más rápido no se repite
core-slip-name-aliasing-base-specific = suponer que la repetición depende de la base
core-slip-name-rotation-sign = rotación en el sentido equivocado
core-slip-name-rotation-uses-position = rotación con el ángulo de la posición en lugar del del desplazamiento
core-slip-name-wavelength-missing-2pi = longitud de onda sin el factor 2π
core-slip-name-wavelength-as-frequency = frecuencia en lugar de longitud de onda
core-slip-name-wavelength-uses-full-base = exponente tomado como 1 en lugar de (d_model − 2)/d_model
core-slip-name-wavelength-fastest-pair = longitud de onda del par más rápido en lugar del más lento
core-slip-name-base-too-small = una base cuya longitud de onda más larga es menor que el contexto
core-slip-name-base-lambda-missing-2pi = base elegida sin el factor 2π
core-slip-name-base-larger-than-needed = una base mayor de lo necesario
core-slip-name-dot-single-pair = solo se contó un par
core-slip-name-dot-d-model = d_model términos en lugar de d_model/2
core-slip-name-dot-uses-positions = posiciones sumadas en lugar de restadas
core-slip-name-dot-sines-only = solo se sumaron los productos de senos
core-slip-name-rope-absolute-offset = |m − n| usado para un desplazamiento con signo
core-slip-name-rope-clockwise = rotación tomada en sentido horario
core-slip-name-rope-one-based-index = la i de RoFormer, que empieza en 1, leída como la k del código
core-slip-name-ntk-exponent-dropped = se omitió el exponente d/(d − 2) de NTK
core-slip-name-interpolation-on-base = Position Interpolation aplicada a la base en lugar de a las posiciones
core-unreadable-answer-empty = La respuesta está vacía.
core-unreadable-answer-contains-control-character-which-not = La respuesta contiene un carácter de control, que no forma parte de un número.
core-unreadable-nan-not-number-can-checked = NaN no es un número que se pueda comprobar.
core-unreadable-infinity-not-answer-can-checked = Infinity no es una respuesta que se pueda comprobar.
core-unreadable-hexadecimal-numbers-not-accepted-write-value = No se aceptan números hexadecimales; escribe el valor en decimal.
core-unreadable-grouping-separator = La respuesta «{ $typed }» parece agrupar sus cifras en miles (con un espacio, un punto, una coma o ٬), lo que la hace ambigua; escríbela con un solo separador decimal y sin separadores de miles.
core-unreadable-two-decimal-marks = La respuesta «{ $typed }» tiene más de un separador decimal; un número tiene como máximo uno, un punto o una coma.
core-unreadable-mixed-scripts = La respuesta «{ $typed }» mezcla cifras de dos sistemas de escritura (como 0-9 y ٠-٩); escribe todas sus cifras en un solo sistema.
core-unreadable-exponent-after-e-has-no-digits = El exponente después de «e» no tiene cifras (escribe, por ejemplo, 2e-2).
core-unreadable-number-too-large-read = El número es demasiado grande para leerlo.
core-refuse-decimals-must-whole-number-from-0 = decimals debe ser un número entero de 0 a { $maxDecimals }; se recibió { $decimals }.
core-refuse-expected-must-finite-number-received = expected debe ser un número finito; se recibió { $expected }.
core-refuse-power-ten-must-whole-number-from = La potencia de diez debe ser un número entero de -400 a 400; se recibió { $power }.
core-refuse-quantity-has-no-value-core-can = Esta cantidad no tiene ningún valor que el núcleo pueda calcular: un logaritmo o una potencia de un número que no es positivo, una división entre cero o un argumento demasiado grande.
core-refuse-quantity-written-with-at-most-18 = Una cantidad se escribe con 18 cifras como máximo; con la potencia de diez { $power } tiene más.
core-slip-explain-all-zeros-at-position-zero = Parece que se tomó PE en la posición 0 como todo ceros. Ahí solo los senos valen 0; cada coordenada de coseno es cos 0 = 1.
core-slip-explain-degrees = Parece que el ángulo se tomó en grados: { $fn }({ $angle }°) = { $value }. La fórmula mide los ángulos en radianes, así que el valor es { $fn }({ $angle } rad).
core-slip-explain-sin-cos-swapped = Parece que se intercambiaron seno y coseno: { $swappedFn }({ $angle }) = { $value }, pero la coordenada { $coordinate } contiene el { $function } del par { $pair } en la disposición { $layout }.
core-slip-explain-position-counted-from-one = Parece que las posiciones se contaron desde 1, tomando pos = { $pos } − 1 = { $posMinusOne }: eso da { $value }. PE({ $pos }) está en la posición de fórmula pos = { $pos }, contando desde 0.
core-slip-explain-position-plus-one = Parece que se sumó 1 a la posición: con pos = { $pos } + 1 = { $posPlusOne } se obtiene { $value }. La fórmula toma la posición tal como es, pos = { $pos }.
core-slip-explain-token-as-position = Parece que se usó el número de token como posición: con pos = { $token } se obtiene { $value }. Aquí los tokens se numeran desde 1, así que el token { $token } está en la posición { $token } − 1 = { $pos }.
core-slip-explain-token-counted-from-one = Parece que las posiciones se contaron desde 1: con pos = { $token } + 1 = { $posPlusOne } se obtiene { $value }. Aquí los tokens se numeran desde 0, así que el token { $token } está en la posición { $pos }.
core-slip-explain-token-minus-one = Parece que se restó 1 al número de token: con pos = { $token } − 1 = { $pos } se obtiene { $value }. Aquí los tokens se numeran desde 0, así que no hace falta restar nada: pos = { $token }.
core-slip-explain-exponent-uses-i = Parece que el exponente se construyó con el índice de coordenada i = { $coordinate } en lugar de 2k = { $twoK }: { $fn }({ $pos } / { $base }^({ $coordinate }/{ $dModel })) = { $value }. Las dos coordenadas del par k comparten el exponente 2k/d_model.
core-slip-explain-exponent-uses-two-i = Parece que el exponente usó 2i = { $twoI } en lugar de 2k = { $twoK }: { $fn }({ $pos } / { $base }^({ $twoI }/{ $dModel })) = { $value }. En PE(pos, 2k), 2k es la coordenada par del par, no el doble del índice de coordenada.
core-slip-explain-other-layout = Parece que se usó la disposición { $usedLayout }: en ella la coordenada { $coordinate } es el { $usedFunction } del par { $usedPair }, lo que da { $value }. Esta pregunta usa la disposición { $layout }, en la que es el { $function } del par { $pair }.
core-slip-explain-pair-zero-frequency = Parece que se usó la posición como ángulo, como en el par 0: { $fn }({ $pos }) = { $value }. La coordenada { $coordinate } pertenece al par k = { $pair }, así que primero se divide la posición entre { $base }^({ $twoK }/{ $dModel }): el ángulo es { $theta } rad.
core-slip-explain-neighbour-pair = Parece que se usó la frecuencia del par { $usedPair }: { $fn }({ $pos } / { $base }^({ $twoJ }/{ $dModel })) = { $value }. La coordenada { $coordinate } pertenece al par k = { $pair }, así que el exponente es 2k/d_model con k = { $pair }.
core-slip-explain-angle-instead-of-value = Parece que la respuesta se quedó en el ángulo, { $angle } rad. La coordenada es el { $function } de ese ángulo, que siempre está entre −1 y 1.
core-refuse-layout-must-interleaved-sin-cos-sin = layout debe ser "interleaved" (sin, cos, sin, cos, ... como en el artículo) o "concatenated" (todos los senos y luego todos los cosenos); se recibió «{ $name }».
core-refuse-d-model-must-positive-even-integer = d_model debe ser un número entero par positivo, porque las coordenadas van en pares seno-coseno que comparten una frecuencia; se recibió { $dModel }.
core-refuse-d-model-too-large = d_model debe ser como máximo { $max } para que la página siga respondiendo con fluidez; se recibió { $received }.
core-refuse-base-must-finite-number-greater-than = base debe ser un número finito mayor que 1, para que las frecuencias disminuyan de un par al siguiente; se recibió { $base }.
core-refuse-coordinate-index-must-whole-number-from = El índice de coordenada debe ser un número entero de 0 a { $dModel } (d_model - 1); se recibió { $i }.
core-refuse-pair-index-k-must-whole-number = El índice de par k debe ser un número entero de 0 a { $pairs } (d_model/2 - 1); se recibió { $k }.
core-refuse-position-not-finite = { $name } debe ser un número finito; se recibió { $received }.
core-refuse-position-beyond-2-53 = { $name } debe ser como máximo 2^53 = 9007199254740992 en valor absoluto, porque más allá un double no puede representar todos los números de token enteros: la posición calculada no sería la pedida; se recibió { $received }.
core-subject-position = Una posición
core-subject-offset = Un desplazamiento
core-subject-query-position = La posición m de una consulta
core-subject-key-position = La posición n de una clave
core-subject-relative-distance = Una distancia relativa r
core-refuse-origin-must-0-or-1-number = origin debe ser 0 o 1 (el número del primer token); se recibió { $origin }.
core-refuse-token-not-whole = El { $name } debe ser un número entero de hasta 10^15 en valor absoluto; se recibió { $received }.
core-name-token-number = número de token
core-name-offset = desplazamiento
core-name-query-token-number = número de token m de la consulta
core-name-key-token-number = número de token n de la clave
core-refuse-table-too-large = Una tabla de { $positions } posiciones x d_model { $dModel } tiene más de { $max } valores, lo máximo que esta página calcula de una vez; usa menos posiciones o un d_model menor.
core-refuse-exact-quantitys-operation-not-one-cores = La operación { $code } de una cantidad exacta no es una de las del núcleo (0 a 15).
core-refuse-exact-quantitys-number-must-finite-number = El número de una cantidad exacta debe ser un número finito después de la operación 0.
core-refuse-exact-quantitys-operation-lacks-operand = A la operación { $code } de una cantidad exacta le falta un operando.
core-refuse-exact-quantitys-power-base-n-d = La potencia base^(n/d) de una cantidad exacta toma tres números: una base mayor que 0, n y un d mayor que 0.
core-refuse-exact-quantitys-sum-over-pairs-takes = La suma sobre pares de una cantidad exacta toma cinco números: dos posiciones de hasta 2^53, una base mayor que 1, un d_model par y un número de pares de 1 a d_model/2.
core-refuse-exact-quantity-nests-more-than-values = Una cantidad exacta anida más de { $stack } valores.
core-refuse-exact-quantity-must-leave-one-value = Una cantidad exacta debe dejar un solo valor; esta deja { $depth }.
core-prompt-aliasing-fastest-pair-k-0-0-1 = El par más rápido (k = 0, ω_0 = 1) tiene un periodo de exactamente 2π, así que en la posición de fórmula pos = { $piMultiple }π ≈ { $pos } su seno y su coseno vuelven a 0 y 1, como en pos = 0. ¿Se repite también el resto del vector? Calcula la coordenada { $i } (pertenece al par k = { $pair }) en pos = { $piMultiple }π; aquí pos es una posición de fórmula, no un número de token. Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-hint-aliasing-pair-k-turns-at-k-b = El par k gira a ω_k = b^(−2k/d_model); en pos = { $piMultiple }π su ángulo es ω_k × { $piMultiple }π, que es un número entero de vueltas solo si ω_k × { $turns } es un número entero.
core-step-aliasing-frequency = Su frecuencia es { $frequency }.
core-step-aliasing-at-pos-angle-rad-turns = En pos = { $piMultiple }π el ángulo es θ = { $omega } × { $pos } ≈ { $theta } rad, es decir, { $theta4 } vueltas.
core-step-aliasing-while-at-pos-0-same-coordinate = { $f }({ $theta }) ≈ { $value }, mientras que en pos = 0 la misma coordenada es { $f } 0 = { $isSine }.
core-step-aliasing-with-d-model-2-there-only = Con d_model = 2 solo existe el par más rápido, así que aquí el vector entero sí se repite: una de las razones por las que las codificaciones usan muchos pares con frecuencias distintas.
core-step-aliasing-pe-pe-0-although-fastest-pair = Así que PE({ $piMultiple }π) ≠ PE(0) aunque el par más rápido se repita: un solo par puede confundir posiciones (aliasing), pero para que el vector se repitiera todos los pares tendrían que completar vueltas enteras a la vez, y la dispersión de las frecuencias lo impide en cualquier rango realista.
core-slip-aliasing-whole-vector-assumed-repeat-with-fastest = Parece que se supuso que el vector entero se repite con el par más rápido, lo que da el valor en pos = 0, { $atZero }. El par { $pair } gira a ω = { $omega }, así que hasta pos = { $piMultiple }π ha avanzado { $theta } rad, que no es una vuelta entera.
core-refuse-aliasing-choice-question-needs-d-model = La pregunta de opción múltiple sobre aliasing necesita un d_model de al menos 4: con d_model = 2 el único par se repite, y con él el vector entero.
core-aliasing-only-fastest-pair-completes-whole-turns = Solo el par más rápido completa vueltas enteras en { $piMultiple }π; los demás pares giran con frecuencias menores y terminan en otros puntos de sus círculos.
core-aliasing-fastest-pair-has-0-1-period = El par más rápido tiene ω_0 = 1 y un periodo de exactamente 2π, así que en { $piMultiple }π vuelve exactamente a donde estaba.
core-prompt-aliasing-settings-d-model-base-at-formula = Configuración: d_model = { $dModel }, base { $base }. En las posiciones de fórmula p y p + { $piMultiple }π, el par más rápido (ω_0 = 1) tiene exactamente el mismo seno y el mismo coseno. ¿Qué puedes decir de los vectores completos PE(p) y PE(p + { $piMultiple }π)?
core-hint-aliasing-compare-angle-each-pair-turns-through = Compara el ángulo que recorre cada par en { $piMultiple }π con un número entero de vueltas.
core-step-aliasing-over-fastest-pair-turns-whole-turn = En { $piMultiple }π ≈ { $pos } el par más rápido da { $turns } { $turns ->
        [one] vuelta entera
       *[other] vueltas enteras
    } y vuelve al inicio.
core-step-aliasing-pair-1-has-turns-through-rad = El par 1 tiene { $frequency }, así que recorre { $theta1 } rad, { $theta12 } de vuelta: desde p = 0 su seno pasa de 0 a { $sinOf }.
core-step-aliasing-pe-p-pe-p-one-pair = Así que PE(p) ≠ PE(p + { $piMultiple }π): un par puede confundir posiciones (aliasing), pero el vector solo se repite si todos los pares completan vueltas enteras a la vez.
core-question-kind-coordinate = una pregunta de coordenada
core-question-kind-aliasing = una pregunta de aliasing
core-question-kind-rotation = una pregunta de rotación
core-question-kind-wavelength = una pregunta de longitud de onda
core-question-kind-dot = una pregunta de producto escalar
core-question-kind-rope-angle = una pregunta de ángulo RoPE
core-question-kind-rope-score = una pregunta de puntuación RoPE
core-question-kind-rope-scaled = una pregunta de RoPE escalado
core-question-kind-rope-turns = una pregunta de vueltas RoPE
core-question-kind-position-zero-choice = una pregunta de opción múltiple sobre la posición cero
core-refuse-spec-unknown-parameter = especificación de pregunta: { $name } no es un parámetro de { $question }, que admite { $others } y { $last }.
core-refuse-spec-unknown-parameter-takes-one = especificación de pregunta: { $name } no es un parámetro de { $question }, que admite { $last }.
core-refuse-spec-given-twice = especificación de pregunta: { $name } aparece dos veces.
core-refuse-spec-missing = especificación de pregunta: { $question } necesita { $name }; { $rule }.
core-refuse-spec-not-a-number = especificación de pregunta: { $name } = { $received } no es un número; { $rule }.
core-refuse-spec-out-of-range = especificación de pregunta: { $name } = { $received } está fuera de rango; { $rule }.
core-refuse-spec-not-a-list = especificación de pregunta: { $name } = { $received } no es una lista; { $rule }.
core-refuse-spec-entry-out-of-range = especificación de pregunta: { $name } está fuera de rango; { $rule }.
core-refuse-spec-entry-missing = especificación de pregunta: { $name } necesita { $stem }{ $missing }]; { $rule }.
core-refuse-spec-not-an-object = especificación de pregunta: { $name } = { $received } no es un objeto como { $example }.
core-refuse-spec-object-missing = especificación de pregunta: { $question } necesita { $name }, un objeto como { $example }.
core-refuse-spec-not-allowed = especificación de pregunta: { $name } = { $received } no está permitido; { $rule }.
core-refuse-spec-kind-missing = especificación de pregunta: falta kind; es uno de { $kinds } o { $last }.
core-refuse-spec-kind-unknown = especificación de pregunta: kind «{ $kind }» no es un tipo de pregunta; es uno de { $kinds } o { $last }.
core-rule-decimals = decimals es un número entero de 1 a { $max }
core-rule-token = un número de token es un número entero de { $origin } a 10^15 (los tokens se numeran desde { $origin })
core-rule-rope-token = un número de token es un número entero de { $origin } a 10^6 (los tokens se numeran desde { $origin })
core-rule-pair = con d_model = { $dModel }, el índice de par k es un número entero de 0 a { $last }
core-rule-coordinate = con d_model = { $dModel }, el índice de coordenada es un número entero de 0 a { $last }
core-rule-offset = desde el número de token { $token }, el desplazamiento es un número entero de { $lowest } a { $highest }, para que caiga en un número de token de { $origin } a 10^15
core-rule-rope-score-vectors = con d_model = { $dModel }, q y k son listas de { $dModel } números de −1000 a 1000 (q[0] a q[{ $last }])
core-rule-turns = turns es un número entero de 1 a 1000
core-rule-context = la longitud de contexto es un número entero de tokens de 1 a 10^12
core-rule-rope-scaled-quantity = quantity es "frequency" (θ'_k) o "wavelength" (λ'_k)
core-refuse-seed-must-whole-number-from-0 = seed debe ser un número entero de 0 a 2^53 (9007199254740992); se recibió { $seed }.
core-refuse-count-must-whole-number-from-1 = count debe ser un número entero de 1 a { $maxQuizCount } (preguntas de un cuestionario); se recibió { $count }.
core-refuse-topics-must-sinusoidal-2017-encoding-rope = topics debe ser "sinusoidal" (la codificación de 2017), "rope" o "both"; se recibió «{ $topics }».
core-refuse-coordinate-question-about-cell-b-c = Una pregunta de coordenada trata sobre la celda A, B, C o F; se recibió «{ $std }».
core-prompt-coordinate-first-token-token-number-what-coordinate = El primer token es el token número { $token }. ¿Cuál es la coordenada { $i } de su codificación posicional?
core-hint-coordinate-work-out-formula-position-first-token = Calcula la posición de fórmula del primer token (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }) y después piensa cuánto valen el seno y el coseno en ese ángulo.
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = La coordenada { $i } pertenece al par más rápido (k = 0, ω_0 = 1). ¿Cuál es su valor para el token número { $token }?
core-hint-coordinate-with-0-1-angle-radians-equals = Con ω_0 = 1, el ángulo en radianes es igual a la posición pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }. Una vuelta completa son 2π ≈ 6,2832 posiciones, así que mira cuánto se pasa de una vuelta entera.
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = La coordenada { $i } pertenece al par más lento (k = { $pair }). ¿Cuál es su valor para el token número { $token }?
core-hint-coordinate-slowest-pair-has-over-small-arc = El par más lento tiene ω = { $base }^(−{ $pair }/{ $dModel }). En un arco pequeño, el seno es apenas menor que el propio ángulo (sin x ≈ x − x³/6).
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = ¿Cuál es la coordenada { $i } de la codificación posicional del token número { $token }?
core-hint-coordinate-find-pair-k-coordinate-frequency-k = Busca el par k de la coordenada y su frecuencia ω_k = b^(−2k/d_model), y después el { $function } del ángulo pos·ω_k en radianes (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }).
core-prompt-coordinate-token-number-lies-far-beyond-short = El token número { $token } está mucho más allá de las longitudes de entrenamiento cortas. ¿Cuál es la coordenada { $i } de su codificación posicional?
core-hint-coordinate-angle-pos-k-large-but-sine = El ángulo pos·ω_k es grande, pero el seno y el coseno se repiten cada 2π: evalúalo en radianes (o resta antes las vueltas enteras).
core-prompt-coordinate-give-at-least-decimal-place = Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-coordinate-token-number-with-tokens-numbered-from = El token número { $token }, con los tokens numerados desde { $o }, está en la posición de fórmula pos = { $from ->
        [zero] { $pos }
       *[one] { $token } − { $o } = { $pos }
    }.
core-step-coordinate-frequency = Su frecuencia es { $frequency }.
core-step-coordinate-angle-pos-rad = El ángulo es θ = pos · ω_{ $pair } = { $pos } × { $omega } { $theta } rad.
core-step-coordinate-every-pair-has-angle-0-at = Todos los pares tienen ángulo 0 en pos = 0, y sin 0 = 0, cos 0 = 1, así que la coordenada { $i } es { $f } 0 = { $value }.
core-step-coordinate-pe-0-not-zero-vector-all = PE(0) no es el vector cero: todos los senos valen 0 y todos los cosenos 1, sea cual sea la base (aquí { $vectorAtZero }).
core-step-coordinate-nearest-turns = El número entero de vueltas más cercano es { $turns } ({ $turns } × 2π ≈ { $turnsAngle }), así que el ángulo queda { $rest } rad { $side } ese valor, cerca del inicio del círculo.
core-step-coordinate-value-after-turns = { $fn }({ $angle }) = { $fn }({ $rest }) ≈ { $value }, que es { $rounded } con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-coordinate-value = { $fn }({ $angle }) ≈ { $value }, que es { $rounded } con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-coordinate-fastest-pair-comes-back-close-start = El par más rápido vuelve cerca de su inicio cada 2π ≈ 6,28 posiciones, pero nunca exactamente en una posición entera; los pares más lentos distinguen esas posiciones.
core-step-coordinate-only-full-turn-small-arc = Eso es solo { $theta } de una vuelta completa, un arco pequeño.
core-step-coordinate-sine-below-angle-only-about-6 = El seno es menor que el ángulo solo en unos θ³/6 ≈ { $theta }: este par cambia casi linealmente con la posición, lo que lo convierte en una señal de posición global y aproximada.
core-step-coordinate-about-turns-removing-whole-turns-leaves = Eso son unas { $theta } vueltas; al quitar { $turns } vueltas enteras quedan { $theta2 } rad.
core-step-coordinate-however-large-position-every-coordinate-stays = Por grande que sea la posición, cada coordenada se mantiene en [−1, 1] y el vector entero tiene longitud √(d_model/2) ≈ { $powOf }: nada crece con la posición.
core-prompt-dot-what-dot-product-pe-pe-encodings = ¿Cuál es el producto escalar PE({ $tokenP }) · PE({ $tokenQ }) de las codificaciones de los tokens número { $tokenP } y { $tokenQ }? Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-dot-each-pair-k-contributes-sin-k = Cada par k aporta sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q)), así que PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) sobre { $pairs ->
        [one] el único par
       *[other] los { $pairs } pares
    }.
core-step-dot-gap-p-q-index-origin-cancels = La separación es p − q = { $tokenP } − { $tokenQ } = { $gap } (el origen de índices se cancela en la diferencia, y la disposición solo reordena los términos).
core-step-dot-sum = Suma: { $value }, que es { $rounded } con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-dot-at-zero-gap-every-term-cos = Con separación cero, cada término es cos 0 = 1, así que el producto escalar es d_model/2 = { $pairs }: |PE(t)|² es igual para todos los tokens.
core-step-dot-swapping-two-tokens-turns-gap-into = Al intercambiar los dos tokens, la separación pasa a ser { $gap }, y el coseno es par, así que el valor es el mismo; cualquier par de tokens separados por { $std } también lo da.
core-slip-dot-only-pair-counted-cos-dot-product = Parece que solo se contó el par { $k }: cos(ω_{ $k } × { $gap }) ≈ { $vValue }. El producto escalar suma un término así por cada par ({ $pairs } { $pairs ->
        [one] par
       *[other] pares
    } en total).
core-slip-dot-every-coordinate-counted-as-full-term = Parece que cada coordenada se contó como un término completo, lo que duplica la suma: { $value }. Cada par da un término, sin·sin + cos·cos = cos(ω_k (p − q)), así que hay d_model/2 términos, no d_model.
core-slip-dot-positions-added-k-cos-k-p = Parece que se sumaron las posiciones: Σ_k cos(ω_k (p + q)) ≈ { $sumPositions }. La identidad da cos(ω_k (p − q)): solo importa la separación.
core-slip-dot-only-sine-products-summed-k-sin = Parece que solo se sumaron los productos de senos: Σ_k sin(ω_k p) sin(ω_k q) ≈ { $sines }. Cada par aporta sin·sin + cos·cos.
core-slip-dot-angles-taken-degrees-k-cos-k = Parece que los ángulos se tomaron en grados: Σ_k cos(ω_k · { $gap }°) ≈ { $degrees }. La fórmula mide los ángulos en radianes.
core-slip-dot-exponent-built-from-pair-index-k = Parece que el exponente se construyó con el índice de par k en lugar de 2k, como b^(k/d_model): eso da { $exponentK }. La frecuencia del par k es b^(−2k/d_model).
core-prompt-position-zero-which-statement-describes-positional-encoding-first = ¿Qué afirmación describe la codificación posicional del primer token, el token número { $origin }?
core-step-position-zero-token-number-at-formula-position-pos = El token número { $origin } está en la posición de fórmula pos = { $from ->
        [zero] 0
       *[one] { $origin } − { $origin } = 0
    }.
core-step-position-zero-every-pairs-angle-k-0-0 = El ángulo de cada par es ω_k · 0 = 0, sea cual sea ω_k, así que cada seno es sin 0 = 0 y cada coseno es cos 0 = 1.
core-step-position-zero-pe-0-layout-fixed-pattern-length = Así que PE(0) = { $vectorAtZero } en la disposición { $layout }: un patrón fijo de longitud √(d_model/2), no el vector cero.
core-refuse-turns-must-whole-number-from-1 = turns debe ser un número entero de 1 a 1000; se recibió { $turns }.
core-refuse-context-length-must-whole-number-tokens = La longitud de contexto debe ser un número entero de tokens de 1 a 10^12; se recibió { $context }.
core-refuse-option-order-must-permutation-0-1 = El orden de las opciones debe ser una permutación de 0, 1, 2, 3.
core-refuse-question-asks-for-1-decimals-received = Una pregunta pide de 1 a { $maxDecimals } decimales; se recibió { $decimals }.
core-refuse-rope-token-out-of-range = El { $name } debe ser un número entero de { $origin } a 10^6 (tokens numerados desde { $origin }); se recibió { $received }.
core-step-question-builder-interleaved-layout-even-coordinates-sines-odd = En la disposición intercalada, las coordenadas pares son senos y las impares cosenos, y las coordenadas 2k y 2k + 1 forman el par k; así que la coordenada { $i } es el { $function } del par k = { $pair }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines = En la disposición concatenada, las coordenadas de 0 a { $half } son senos y de { $half1 } a { $dModel } cosenos, así que la coordenada { $i } es el { $function } del par k = { $i }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 = En la disposición concatenada, las coordenadas de 0 a { $half } son senos y de { $half1 } a { $dModel } cosenos, así que la coordenada { $i } es el { $function } del par k = { $i } − { $half1 } = { $pair }.
core-prompt-rope-angle-rope-turns-pair-k-coordinates-query = RoPE gira el par k = { $k } (coordenadas { $first } y { $second }) de la consulta o la clave del token número { $token } un cierto ángulo. ¿Cuánto vale ese ángulo en radianes, positivo en sentido antihorario, como el producto completo m·θ_k (sin quitar las vueltas enteras)? Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-rope-angle-tokens-position-m = La posición del token es m = { $from ->
        [zero] { $m }
       *[one] { $token } − { $o } = { $m }
    }.
core-step-rope-angle-pair-k-turns-at-rad-per = El par k = { $k } gira a { $frequency } rad por posición.
core-step-rope-angle-angle-m-rad-counter-clockwise-roformers = El ángulo es m·θ_{ $k } = { $m } × { $theta } { $angle } rad, en sentido antihorario: el bloque [[cos, −sin], [sin, cos]] de RoFormer lleva (x_a, x_b) a (x_a cos − x_b sin, x_a sin + x_b cos).
core-step-rope-angle-whole-turn-rad-more-layout-decides = Eso son { $turns } { $turns ->
        [one] vuelta entera
       *[other] vueltas enteras
    } y { $angle } rad más; la disposición solo decide qué dos coordenadas forman el par, no el ángulo.
core-step-rope-angle-less-than-one-turn-layout-decides = Eso es menos de una vuelta; la disposición solo decide qué dos coordenadas forman el par, no el ángulo.
core-slip-rope-angle-pair-turned-clockwise-m-k-rope = Parece que el par se giró en sentido horario: eso es −m·θ_k { $angle }. RoPE gira en sentido antihorario, +m·θ_k.
core-slip-rope-angle-angle-given-degrees-question-asks-for = Parece que el ángulo se dio en grados, { $inDegrees }°. La pregunta pide radianes.
core-slip-rope-angle-roformers-i-b-2-i-1 = Parece que se usó θ_i = b^(−2(i − 1)/d) de RoFormer tomando su i, que empieza en 1, como k = { $k }: eso da m × { $base }^(−{ $k2 }/{ $dModel }) { $oneBased }. RoFormer cuenta los pares desde i = 1; con la k del código, que empieza en 0, θ_k = b^(−2k/d).
core-slip-rope-angle-position-taken-as-instead-m-gives = Parece que la posición se tomó como { $off } en lugar de m = { $m }: eso da { $shifted }. Con los tokens numerados desde { $o }, el token número { $token } está en la posición { $m }.
core-scaling-linear = Position Interpolation (escalado lineal, factor { $factor })
core-scaling-ntk = escalado NTK-aware (factor { $factor })
core-scaling-dynamic = escalado NTK dinámico (factor { $factor }, contexto original { $originalContext }, una secuencia de { $length } tokens)
core-scaling-yarn = YaRN (factor { $factor }, contexto original { $originalContext }, betaFast { $betaFast }, betaSlow { $betaSlow }{ $truncate })
core-scaling-llama3 = el escalado de Llama 3.1 (llama3: factor { $factor }, contexto original { $originalContext }, lowFreqFactor { $lowFreqFactor }, highFreqFactor { $highFreqFactor })
core-refuse-rope-scaled-question-needs-scaling-method = Una pregunta de RoPE escalado necesita un método de escalado; no se recibió ninguno.
core-prompt-rope-scaled-wavelength = El contexto del modelo se amplía con { $method }. ¿Cuál es la longitud de onda λ'_{ $k } = 2π/θ'_{ $k } del par k = { $k } tras el escalado, en posiciones? Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-prompt-rope-scaled-frequency = El contexto del modelo se amplía con { $method }. ¿Cuál es la frecuencia θ'_{ $k } del par k = { $k } tras el escalado, en radianes por posición? Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-rope-scaled-unscaled = Sin escalar, { $frequency }.
core-step-rope-scaled-position-interpolation-reads-position-m-as = Position Interpolation lee la posición m como m/{ $factor }, lo que equivale a dividir cada θ_k entre { $factor }: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-dynamic-factor = El NTK dinámico usa L = max(longitud, contexto original) = { $length }: s·L/L₀ − (s − 1) = { $factor } × { $length }/{ $originalContext } − { $factorMinusOne } = { $raised }{ $remark }
core-step-rope-scaled-ntk-aware-scaling-raises-base-b = El escalado NTK-aware aumenta la base: b' = b × { $raised }^(d/(d − 2)) = { $base } × { $raised }^({ $dModel }/{ $dModel3 }) ≈ { $base4 }, así que θ'_{ $k } = b'^(−{ $k6 }/{ $dModel }) ≈ { $scaledExactly }.
core-step-rope-scaled-with-d-2-only-pair-has = Con d = 2, el único par tiene θ_0 = 1 sea cual sea la base, así que θ'_0 = 1.
core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow = YaRN busca los pares que dan betaFast = { $betaFast } y betaSlow = { $betaSlow } vueltas en el contexto original: k(β) = d·ln(L₀/(2πβ))/(2·ln b) da k({ $betaFast }) ≈ { $low } y k({ $betaSlow }) ≈ { $high }.
core-step-rope-scaled-ramp = { $range }entre los pares { $lo } y { $hi }, la proporción de θ_k/s crece linealmente: para k = { $k } es γ = clamp((k − { $lo })/({ $hi } − { $lo }), 0, 1) = { $ramp }.
core-step-rope-scaled-yarn-frequency = θ'_{ $k } = (1 − γ)·θ_{ $k } + γ·θ_{ $k }/{ $factor } ≈ { $scaledExactly }{ $remark }
core-step-rope-scaled-llama-3-1-compares-wavelength-2 = Llama 3.1 compara la longitud de onda λ_{ $k } = 2π/θ_{ $k } ≈ { $wavelength } con L₀/highFreqFactor = { $shortest } y L₀/lowFreqFactor = { $longest }.
core-step-rope-scaled-shorter-than-pair-keeps-frequency = λ_{ $k } es menor que { $shortest }, así que el par conserva su frecuencia: θ'_{ $k } = θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-longer-than-pair-interpolated = λ_{ $k } es mayor que { $longest }, así que el par se interpola: θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-lies-between-two-mixed-smooth-l = λ_{ $k } está entre los dos, así que θ_{ $k } se mezcla: smooth = (L₀/λ_{ $k } − { $lowFreqFactor })/({ $highFreqFactor } − { $lowFreqFactor }) ≈ { $smooth }, θ'_{ $k } = (1 − smooth)·θ_{ $k }/{ $factor } + smooth·θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-wavelength = λ'_{ $k } = 2π/θ'_{ $k } ≈ { $value } posiciones{ $comparison }
core-phrase-rope-scaled-times-longer = , { $times } veces λ_{ $k }.
core-phrase-rope-scaled-as-before = , como antes del escalado.
core-slip-rope-scaled-factor-multiplied-base-b-2k-d = Parece que el factor multiplicó la base, (b·{ $factor })^(−2k/d): eso da { $onBase }. Position Interpolation divide las posiciones (m/{ $factor }), así que cada θ_k se divide entre { $factor }.
core-slip-rope-scaled-base-multiplied-without-exponent-d-d = Parece que la base se multiplicó por { $raised } sin el exponente d/(d − 2) = { $dModel }/{ $dModel2 }: eso da { $dropped }. El escalado NTK-aware lleva la base a b·{ $raised }^(d/(d − 2)), para que el par más lento se interpole exactamente por el factor.
core-slip-rope-scaled-2-left-out-1-pair-repeats = Parece que se omitió 2π: 1/θ'_{ $k } ≈ { $scaledExactly }. Un par se repite cuando su ángulo crece 2π, así que λ' = 2π/θ'.
core-slip-rope-scaled-roformers-i-b-2-i-1 = Parece que se usó θ_i = b^(−2(i − 1)/d) de RoFormer tomando su i, que empieza en 1, como k = { $k }, la frecuencia del par { $k1 }: eso da { $shifted }. Con k contada desde 0, θ_k = b^(−2k/d).
core-refuse-must-number-from-1000-1000-received = { $name }[{ $j }] debe ser un número de −1000 a 1000; se recibió { $j2 }.
core-prompt-rope-score-query-q-at-token-number-m = Una consulta q = { $query } está en el token número m = { $tokenM } y una clave k = { $key } en el token número n = { $tokenN }. RoPE gira cada par de q un ángulo m·θ_k y cada par de k, n·θ_k, en sentido antihorario. ¿Cuál es la puntuación de atención q_m · k_n, el producto escalar de los dos vectores girados (antes del escalado por 1/√d)? Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-rope-score-only-signed-offset-counts-m-n = Solo cuenta el desplazamiento con signo: m − n = { $tokenM } − { $tokenN } = { $offset } (la numeración de los tokens se cancela).
core-step-rope-score-sum = Suma: { $value }, que es { $rounded } con { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }. Los mismos dos vectores en los tokens m + t y n + t dan la misma puntuación para cualquier t.
core-slip-rope-score-distance-m-n-used-for-offset = Parece que se usó la distancia |m − n| = { $std } como desplazamiento: eso da { $absolute }. Los términos de seno cambian de signo con m − n = { $offset }, así que la puntuación depende del desplazamiento con signo (girar ambos vectores en sentido horario da el mismo valor erróneo).
core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns = Parece que los pares se giraron en sentido horario: eso da { $clockwise }. RoPE los gira en sentido antihorario, [[cos, −sin], [sin, cos]].
core-slip-rope-score-coordinates-paired-other-way-gives-here = Parece que las coordenadas se emparejaron al revés, { $sValue }: eso da { $otherLayout }. Aquí los pares son { $sValue2 }.
core-slip-rope-score-angles-taken-degrees-gives-m-n = Parece que los ángulos se tomaron en grados: eso da { $inDegrees }. (m − n)·θ_k está en radianes.
core-slip-rope-score-roformers-i-b-2-i-1 = Parece que se usó θ_i = b^(−2(i − 1)/d) de RoFormer tomando su i, que empieza en 1, como la k del código: eso da { $shifted }. Con k contada desde 0, θ_k = b^(−2k/d).
core-prompt-rope-turns-pair-k-turns-k-b-2k = El par k gira θ_k = b^(−2k/d) por posición, así que completa una vuelta entera cada λ_k = 2π/θ_k posiciones. En un contexto de { $context } tokens, ¿cuántos de los { $pairs } pares no completan ni una vuelta (λ_k mayor que el contexto)?
core-prompt-rope-turns-give-at-least-decimal-place = Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-rope-turns-k-2-2k-exactly-when-k = λ_k = 2π·{ $base }^(2k/{ $dModel }) > { $context } exactamente cuando k > { $dModel }·ln({ $context }/2π)/(2·ln { $base }) ≈ { $threshold }.
core-step-rope-turns-no-pair-above-even-slowest-k = Ningún par está por encima: incluso el más lento, k = { $pairs }, tiene λ ≈ { $wavelength } ≤ { $context }, así que todos los pares dan al menos una vuelta.
core-step-rope-turns-pairs-k-above-slowest-completes-only = Los pares k = { $count } … { $pairs } están por encima ({ $count2 } de { $pairs3 }): el más lento completa solo { $context } de vuelta. Son los pares que un modelo nunca vio dar una vuelta completa durante el entrenamiento, los que YaRN y Llama 3.1 interpolan cuando se amplía el contexto.
core-slip-rope-turns-2-left-out-wavelength-b-2k = Parece que se omitió 2π en la longitud de onda, comparando b^(2k/d) con { $context }: así salen { $pairsLongerThan } { $pairsLongerThan ->
        [one] par
       *[other] pares
    }. λ_k = 2π·b^(2k/d).
core-slip-rope-turns-roformers-one-based-i-read-as = Parece que la i de RoFormer, que empieza en 1, se leyó como la k del código, λ = 2π·b^(2(k − 1)/d): así salen { $pairsLongerThan } { $pairsLongerThan ->
        [one] par
       *[other] pares
    }. Con k contada desde 0, λ_k = 2π·b^(2k/d).
core-prompt-rotation-for-token-number-pair-k-holds = Para el token número { $token }, el par k = { $k } ({ $frequency }) contiene sin θ = { $sinT } y cos θ = { $cosT }.
core-prompt-rotation-token-number-offset-fixed-offset-rotates = El token número { $target } está { $distance } { $positions }{ $later } (desplazamiento Δ = { $offset }). Un desplazamiento fijo gira cada par: a partir de estos dos valores, calcula el { $function } del par { $k } en el token número { $target }. Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-hint-rotation-rotation-angle-k-keeps-sign-then = El ángulo de rotación es φ = ω_k · Δ y conserva el signo de Δ. Después, sin(θ + φ) = sin θ cos φ + cos θ sin φ y cos(θ + φ) = cos θ cos φ − sin θ sin φ.
core-step-rotation-rotation-angle-rad = El ángulo de rotación es φ = ω_{ $k } · Δ = { $omega } × { $offset } { $phi } rad{ $backwards }
core-step-rotation-cos-sin = cos φ ≈ { $cp } y sin φ ≈ { $sp }.
core-step-rotation-with-pair-stacked-sine-first-cos = Con el par apilado con el seno primero, [[cos φ, sin φ], [−sin φ, cos φ]] lleva [sin θ, cos θ] en el token { $token } al par en el token { $target }. Fila superior: sin θ cos φ + cos θ sin φ = { $sinT } × { $cp } + { $cosT } × { $sp } ≈ { $value }.
core-step-rotation-with-pair-stacked-sine-first-cos-2 = Con el par apilado con el seno primero, [[cos φ, sin φ], [−sin φ, cos φ]] lleva [sin θ, cos θ] en el token { $token } al par en el token { $target }. Fila inferior: cos θ cos φ − sin θ sin φ = { $cosT } × { $cp } − { $sinT } × { $sp } ≈ { $value }.
core-step-rotation-check-directly-angle-depends-only-on = Comprobación: directamente, { $fnName }(ω_{ $k } × { $offset }) ≈ { $fnOf }. El ángulo φ solo depende de Δ, no del token: la misma matriz desplaza cada posición { $offset4 }.
core-slip-rotation-pair-rotated-instead-gives-offset-rotates = Parece que el par se giró −φ en lugar de +φ: eso da { $wrongSign }. El desplazamiento Δ = { $offset } gira φ = ω_k · Δ { $phi } rad, con su signo{ $offset3 }
core-slip-rotation-row-used-gives-but-question-asks = Parece que se usó la fila del { $askSine }: da { $otherRow }, pero la pregunta pide el { $function } del par.
core-slip-rotation-taken-degrees-rotating-gives-k-radians = Parece que φ = { $phi } se tomó en grados: girar { $phi }° da { $inDegrees }. φ = ω_k · Δ está en radianes.
core-slip-rotation-pair-rotated-angle-token-itself-k = Parece que el par se giró el ángulo del propio token { $target }, ω_k × { $offset } { $psi } rad, lo que da { $absolute }. La rotación para un desplazamiento es φ = ω_k · Δ, sea cual sea la posición.
core-formula-fraction = { $numerator }/{ $denominator }
core-prompt-wavelength-pair-k-turns-at-wavelength-number = El par k = { $k } gira a { $frequency }. Su longitud de onda λ_{ $k } es el número de posiciones que necesita para dar una vuelta completa. ¿Cuánto vale λ_{ $k }? Después, compárala con un contexto de { $context } tokens. Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-wavelength-pair-k-has-exponent-2k-d = El par k = { $k } tiene el exponente 2k/d_model = { $exponent }, así que { $frequency }.
core-step-wavelength-0-2-0-2-positions-fastest = λ_0 = 2π/ω_0 = 2π ≈ { $lambda } posiciones: el par más rápido da una vuelta cada 2π posiciones, sea cual sea la base.
core-step-wavelength-2-2-2-positions = λ_{ $k } = 2π/ω_{ $k } = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } posiciones.
core-step-wavelength-over-context-pair-turns-only-times = λ_{ $k } ≥ { $context }: a lo largo del contexto, el par { $k } gira solo { $lambda } veces, menos de una.
core-step-wavelength-over-context-pair-wraps-about-times = λ_{ $k } < { $context }: a lo largo del contexto, el par { $k } da unas { $lambda } vueltas, así que por sí solo se repite; los pares más lentos (k mayor) distinguen las posiciones lejanas.
core-slip-wavelength-2-left-out-1-pair-repeats = Parece que se omitió 2π: 1/ω_{ $k } = { $base }^({ $exponent }) ≈ { $power }. Un par se repite cuando su ángulo crece 2π, así que λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 = Parece que se dio la frecuencia en lugar de la longitud de onda: ω_{ $k } ≈ { $omega }. La longitud de onda es 2π/ω, las posiciones por vuelta completa.
core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max = El par más lento fija la longitud de onda más larga, λ_max: el número de posiciones que necesita para dar una vuelta completa. ¿Cuánto vale λ_max? Después, compárala con un contexto de { $context } tokens. Da al menos { $decimals } { $decimals ->
        [one] decimal
       *[other] decimales
    }.
core-step-wavelength-slowest-pair-k-d-model-2 = El par más lento es k = d_model/2 − 1 = { $k }, así que su exponente es 2k/d_model = { $exponent }.
core-step-wavelength-min = ω_min = { $base }^(−{ $exponent }) ≈ { $omega }.
core-step-wavelength-max-2-min-2-2-positions = λ_max = 2π/ω_min = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } posiciones.
core-step-wavelength-with-d-model-2-only-pair = Con d_model = 2, el único par tiene ω = 1 sea cual sea la base, así que λ_max = 2π: la base no puede alargarla.
core-step-wavelength-max-over-context-slowest-pair-turns = λ_max ≥ { $context }: a lo largo del contexto, el par más lento gira solo { $lambda } veces, menos de una, así que las posiciones lejanas no se confunden a través de él; la base { $base } es suficientemente grande.
core-step-wavelength-max-over-context-slowest-pair-wraps = λ_max < { $context }: a lo largo del contexto, el par más lento da unas { $lambda } vueltas, así que las posiciones lejanas pueden confundirse (aliasing); haría falta una base de al menos (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase }.
core-step-wavelength-max-pair-wraps-about-times-over = λ_max < { $context }: el par da unas { $lambda } vueltas a lo largo del contexto.
core-slip-wavelength-2-left-out-1-min-pair = Parece que se omitió 2π: 1/ω_min = { $base }^({ $exponent }) ≈ { $power }. Un par se repite cuando su ángulo crece 2π, así que λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength = Parece que se dio la frecuencia en lugar de la longitud de onda: ω_min ≈ { $omega }. La longitud de onda es 2π/ω, las posiciones por vuelta completa.
core-slip-wavelength-exponent-taken-as-1-2-slowest = Parece que el exponente se tomó como 1: 2π × { $base } ≈ { $twoPi }. El par más lento es k = d_model/2 − 1, así que el exponente es (d_model − 2)/d_model = { $exponent }{ $not }
core-slip-wavelength-2-6-283-wavelength-fastest-pair = Eso es 2π ≈ 6,283, la longitud de onda del par más rápido (ω_0 = 1); la pregunta pide la del par más lento.
core-refuse-choosing-base-needs-d-model-at = Elegir una base requiere un d_model de al menos 4: con d_model = 2, el único par tiene ω = 1 sea cual sea la base.
core-refuse-firstrung-must-from-1-9-smallest = firstRung debe estar entre 1 y 9 (la base más pequeña mostrada es 10^firstRung); se recibió { $firstRung }.
core-refuse-none-bases-10-10-gives-max = Ninguna de las bases de 10^{ $firstRung } a 10^{ $firstRung1 } da λ_max ≥ { $context } con d_model = { $dModel }.
core-prompt-wavelength-settings-d-model-model-must-keep = Un modelo debe mantener el orden de las posiciones en un contexto de { $context } tokens, así que su par más lento no debe completar una vuelta entera dentro del contexto: su longitud de onda λ_max debe ser al menos { $context }. ¿Cuál es la menor de estas bases que lo consigue? (d_model = { $dModel })
core-choice-base = b = { $base }
core-step-base-choice-rung = b = { $base }: λ_max = 2π × { $base }^({ $exponent }) ≈ { $lambda }{ $comparison }{ $context }.
core-symbol-at-least = { " ≥ " }
core-symbol-below = { " < " }
core-hint-base-choice = λ_max = 2π/ω_min con ω_min = b^(−(d_model − 2)/d_model); calcúlala para cada base y compárala con la longitud de contexto.
core-slip-wavelength-base-you-get-with-max-2 = Esta es la base que se obtiene con λ_max = 2π·b, tomando el exponente como 1: 2π × { $j } ≈ { $twoPi }. El exponente del par más lento es { $exponent }, así que λ_max ≈ { $j3 }, por debajo de { $context }.
core-slip-wavelength-with-b-slowest-pairs-wavelength-max = Con b = { $j }, la longitud de onda del par más lento es λ_max ≈ { $j1 }, menor que el contexto: da unas { $j2 } vueltas, así que las posiciones lejanas se confunden (aliasing).
core-slip-wavelength-base-you-get-when-max-computed = Esta es la base que se obtiene si λ_max se calcula sin 2π (b^({ $exponent }) ≥ { $context }). La longitud de onda es 2π/ω_min, 2π veces más larga, así que una base menor de la lista ya alcanza el contexto.
core-slip-wavelength-b-works-max-but-not-smallest = b = { $j } funciona (λ_max ≈ { $j1 }), pero no es la menor: una base menor de la lista ya da λ_max ≥ { $context }.
core-step-wavelength-smallest-base-with-max-b-exactly = La menor base con λ_max ≥ { $context } es b = { $answer }; exactamente, bastaría con b ≥ (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase }.
core-question-spec-prefix = especificación de pregunta:{ " " }
core-rule-scaling-type = uno de "linear", "ntk", "dynamic", "yarn" o "llama3" (o scaling null para ninguno)
core-rule-at-least-one = un número finito de al menos 1
core-rule-context-length = un número entero de tokens de 1 a 10^9
core-rule-positive = un número finito mayor que 0
core-rule-true-or-false = true o false
core-refuse-scaling-field-rule = { $prefix }scaling.{ $field } debe ser { $rule }; se recibió { $received }.
core-refuse-scaling-not-a-field = { $prefix }scaling.{ $field } no es un campo del escalado { $method }, que admite { $others } y { $last }.
core-refuse-scaling-given-twice = { $prefix }scaling.{ $field } aparece dos veces.
core-refuse-scaling-type-missing = { $prefix }falta scaling.type; es { $rule }.
core-refuse-scaling-missing = { $prefix }falta scaling.{ $field }: el escalado { $method } lo necesita, { $rule }.
core-refuse-scaling-beta-slow-not-below-fast = { $prefix }scaling.betaSlow debe ser menor que scaling.betaFast; se recibió betaFast { $betaFast } y betaSlow { $betaSlow }.
core-refuse-scaling-low-freq-not-below-high = { $prefix }scaling.lowFreqFactor debe ser menor que scaling.highFreqFactor; se recibió lowFreqFactor { $lowFreqFactor } y highFreqFactor { $highFreqFactor }.
core-refuse-must-hold-d-model-numbers-one = { $name } debe contener d_model = { $dModel } números, uno por coordenada; se recibió { $values }.
core-refuse-must-hold-d-model-numbers-d = { $name } debe contener { $count } × d_model = { $d } números, d_model = { $dModel } para cada una de las { $count } posiciones; se recibió { $values }.
core-refuse-must-finite-number-received-2 = { $name }[{ $j }] debe ser un número finito; se recibió { $j2 }.
core-refuse-row-coordinate-must-finite-number-received = { $name }[{ $j }] (fila { $d }, coordenada { $d3 }) debe ser un número finito; se recibió { $j4 }.
core-refuse-m-must-finite-number-querys-position = m debe ser un número finito (la posición de la consulta); se recibió { $m }.
core-refuse-n-must-finite-number-keys-position = n debe ser un número finito (la posición de la clave); se recibió { $n }.
core-refuse-r-must-finite-number-relative-distance = r debe ser un número finito (una distancia relativa); se recibió { $rValue }.
core-refuse-m-must-at-most-2-53 = m debe ser como máximo 2^53 = 9007199254740992 en valor absoluto, porque más allá un double no puede representar todos los números de token enteros; se recibió { $rValue }.
core-refuse-m-must-at-most-2-53-2 = m[{ $rValue }] debe ser como máximo 2^53 = 9007199254740992 en valor absoluto, porque más allá un double no puede representar todos los números de token enteros; se recibió { $rValue1 }.
core-refuse-m-must-finite-number-position-received = m debe ser un número finito (una posición); se recibió { $rValue }.
core-refuse-m-must-finite-number-position-received-2 = m[{ $rValue }] debe ser un número finito (una posición); se recibió { $rValue1 }.
core-text-aliasing-they-differ-slower-pairs-turn = Son distintos: los pares más lentos recorren ángulos que no son vueltas enteras, así que algunas de sus coordenadas cambian.
core-text-aliasing-they-identical-once-one-pair = Son idénticos: en cuanto un par se repite, el vector entero se repite.
core-text-aliasing-they-differ-every-coordinate-fastest = Son distintos en todas las coordenadas, incluidas las del par más rápido.
core-text-aliasing-they-identical-but-only-for = Son idénticos, pero solo con la base 10000 del artículo.
core-text-aliasing-base-sets-slower-frequencies-for = La base fija las frecuencias más lentas, y con ninguna base completan vueltas enteras a la vez que el par más rápido; los vectores son distintos.
core-text-position-zero-sine-coordinates-all-0-cosine = Todas sus coordenadas de seno valen 0 y todas sus coordenadas de coseno valen 1.
core-text-position-zero-all-coordinates-0-first-position = Todas sus coordenadas valen 0: la primera posición no añade nada al embedding.
core-text-position-zero-sine-coordinates-all-1-cosine = Todas sus coordenadas de seno valen 1 y todas sus coordenadas de coseno valen 0.
core-text-position-zero-coordinates-depend-on-base-because = Sus coordenadas dependen de la base, porque cada par tiene su propia frecuencia.
core-text-position-zero-only-sines-vanish-at-position = Solo los senos se anulan en la posición 0; cada coordenada de coseno es cos 0 = 1, así que PE(0) es un patrón fijo distinto de cero.
core-text-position-zero-swaps-sine-cosine-at-angle = Eso intercambia el seno y el coseno: en el ángulo 0, sin 0 = 0 y cos 0 = 1.
core-text-position-zero-every-frequency-times-position-0 = Cualquier frecuencia por la posición 0 da un ángulo de 0, así que la base desaparece: PE(0) es igual para todas las bases.
core-hint-position-zero-find-formula-position-first-token = Busca la posición de fórmula del primer token y después el ángulo de cada par en ella.
core-hint-dot-pair-pair-sin-sin-b = Par a par, sin a · sin b + cos a · cos b = cos(a − b): el producto escalar es una suma de d_model/2 cosenos de ω_k por la separación entre las dos posiciones.
core-hint-rope-scaled-start-from-k-b-2k = Parte de θ_k = b^(−2k/d); cada método lo cambia: el lineal lo divide entre el factor, el escalado NTK-aware lleva la base a b·s^(d/(d − 2)), y YaRN y Llama 3.1 conservan los pares rápidos e interpolan los lentos.
core-phrase-rope-scaled-cut-to-whole-pairs = Recortado a pares enteros (y a 0 … d − 1),{ " " }
core-phrase-rope-scaled-clamped = Limitado a 0 … d − 1,{ " " }
core-hint-wavelength-pair-with-frequency-repeats-when = Un par con frecuencia ω se repite cuando su ángulo crece 2π, así que λ = 2π/ω, con ω_k = b^(−2k/d_model).
core-hint-wavelength-longest = Un par con frecuencia ω se repite cuando su ángulo crece 2π, así que λ = 2π/ω. El par más lento es k = d_model/2 − 1, con ω_min = b^(−(d_model − 2)/d_model).
core-hint-rope-angle-rope-turns-pair-k-at = RoPE gira el par k en la posición m un ángulo m·θ_k, con θ_k = b^(−2k/d), las mismas frecuencias que la codificación sinusoidal; la posición es el número de token menos el número del primer token.
core-hint-rope-score-turning-both-vectors-changes-their = Girar ambos vectores cambia su producto escalar solo a través del ángulo entre los dos giros: por par, (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k), con el desplazamiento con signo m − n.
core-text-rope-score-per-pair-with-q-q = Por par, con (q₁, q₂) y (k₁, k₂) las coordenadas del par:
core-phrase-yarn-not-truncated = , rango de corrección sin recortar a pares enteros
core-empty = { "" }
core-phrase-frequencies-stay = , así que las frecuencias no cambian.
core-phrase-yarn-pair-interpolated = : este par lento se interpola por completo.
core-phrase-yarn-pair-kept = : este par gira lo bastante rápido para conservar su frecuencia.
core-phrase-past = por encima de
core-phrase-short-of = por debajo de
core-slip-svalue-2k-2k-1 = (2k, 2k + 1)
core-slip-svalue-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-2k-2k-1 = (2k, 2k + 1)
core-slip-not-not-1 = , no 1.
core-slip-not-just-below-1 = , justo por debajo de 1.
core-prompt-positions-positions = posiciones
core-prompt-positions-position = posición
core-prompt-later-later = { " después" }
core-prompt-later-earlier = { " antes" }
core-step-backwards-sign = { "." }
core-step-backwards-negative-pair-turns-backwards = , negativo: el par gira hacia atrás.
core-slip-offset3-sign = { "." }
core-slip-offset3-negative-offset-turns-pair-backwards = { " (un desplazamiento negativo gira el par hacia atrás)." }
core-slip-asksine-sine-top = seno (arriba)
core-slip-asksine-cosine-bottom = coseno (abajo)

core-prompt-give-a-whole-number = Da un número entero.
core-hint-rope-turns = λ_k = 2π·b^(2k/d) crece con k: busca el par en el que supera la longitud de contexto, k = d·ln(L/2π)/(2·ln b), y cuenta los pares por encima de él.
core-refuse-layout-unknown = layout debe ser "interleaved" o "concatenated".
core-refuse-quantity-too-many-operations = Una cantidad exacta tiene más operaciones de las que conserva el núcleo.

# (core messages: end of section)


## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

element-loading = Cargando la calculadora…
element-alert-draw-failed = El widget no pudo dibujar esta configuración.
element-alert-core-failed = No se pudo iniciar la calculadora.
element-alert-table-refused = La calculadora no pudo calcular esta tabla:

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = Configuración
element-settings-d-model = d_model
element-settings-base = base
element-settings-positions = posiciones
# Under the positions field: two ways of writing a list of tokens (kept as written: they are typed this way).
element-settings-positions-help = p. ej., 0,1,2 o 0..7
element-settings-origin = origen
# An option of the origin list; $origin is 0 or 1, the number given to the first token.
element-settings-origin-option = { $origin } (el primer token es el { $origin })
element-settings-layout = disposición
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] intercalada
   *[concatenated] concatenada
  }
element-settings-decimals = decimales
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = filas del mapa de calor
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = El cuestionario se fijó para estos valores de d_model, base, disposición y origen: no se pueden cambiar durante este intento.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = Figuras
# Shown above the figures while an attribute is refused.
element-figures-stale = Las figuras aún muestran la última configuración que se pudo usar; cambia el ajuste indicado arriba para actualizarlas.
element-figures-load-failed = No se pudieron cargar las figuras.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } La tabla y el inspector de pares de arriba funcionan sin ellas; se volverá a intentar cargar las figuras cuando cambie un ajuste.
element-figures-draw-failed = No se pudieron dibujar las figuras.
element-quiz-load-failed = No se pudo cargar el cuestionario: { $message }
# The button that opens the share panel.
element-share-toggle = Compartir y copiar
element-share-load-failed = No se pudo cargar el panel para compartir:

# Refused attributes as the page's author reads them (the learner's alert says element-plain-…). Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-refused = { $attribute }="{ $value }": { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = no es un número finito; { $rule }
element-rule-d-model = d_model debe ser un número entero par de 2 a { $max }, porque cada coordenada de seno tiene una coordenada de coseno asociada con la misma frecuencia.
element-rule-base = la base debe ser un número finito mayor que 1, para que cada par gire más despacio que el anterior.
element-rule-origin = el origen de índices debe ser 0 o 1: el número que recibe el primer token.
element-rule-layout = la disposición debe ser "interleaved" (sin, cos, sin, cos, … como en el artículo) o "concatenated" (todos los senos y luego todos los cosenos).
element-rule-decimals = el número de decimales debe ser un número entero de 0 a { $max }.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = no hay ninguna pregunta con este nombre; las preguntas disponibles son: { $questions }, "bank" para un conjunto de preguntas generado con una semilla a partir de la configuración del widget, u "own" para las preguntas escritas en un <script type="application/json"> dentro del widget. Sin el atributo, no hay cuestionario.
element-rule-quiz-seed = la semilla del cuestionario debe ser un número entero de 0 a 2^53 ({ $max }); la misma semilla da las mismas preguntas.
element-reason-quiz-seed-learner = "learner" es para los paquetes de curso, que generan la semilla a partir de la identidad del estudiante que ha iniciado sesión; en una página, la semilla debe ser un número entero de 0 a 2^53 ({ $max }); la misma semilla da las mismas preguntas.
element-rule-quiz-count = el número de preguntas debe ser un número entero de 1 a { $max }.
element-rule-quiz-topics = los temas del banco deben ser "sinusoidal" (la codificación de 2017, el valor predeterminado), "rope" (RoPE, la rotación dentro de la atención) o "both" (los dos, alternándose).
element-rule-solution = la solución desarrollada se muestra "always" (siempre), "after-answer" (una vez que la pregunta se ha respondido definitivamente), "after-attempt" (una vez terminado el intento) o "never" (nunca).
element-rule-retries = retries debe ser un número entero a partir de 0 (cada respuesta incorrecta a una pregunta puede volver a intentarse ese número de veces) o "unlimited".
element-rule-settings = settings debe ser "editable" (el estudiante puede cambiar d_model, base, disposición y origen del cuestionario) o "locked" (no puede cambiarlos, ni pedir preguntas nuevas ni empezar de nuevo).
element-rule-table = table debe ser "shown", "hidden-until-answered" (las celdas que pide una pregunta permanecen ocultas hasta que se responde definitivamente) o "hidden" (sin tabla ni inspector de pares).
element-rule-new-questions = new-questions debe ser "allowed" (el botón Nuevas preguntas del banco toma la siguiente semilla) o "not-allowed".
element-rule-view = view debe ser "full" (configuración, tabla, inspector de pares y cuestionario, si lo hay) o "quiz" (solo la pregunta).
element-rule-loading = loading debe ser "eager" (el widget se dibuja de inmediato) o "lazy" (se dibuja cuando está a menos de una pantalla de la parte visible de la página).
element-rule-pair = el par k debe ser un número entero de 0 a d_model/2 − 1 (como máximo { $max }).
# $names: the figure names, as a list.
element-rule-figures = figures debe ser "none", "all" (o vacío) o una lista de nombres de figuras separados por comas: { $names }.
# $item: the word given ("all" or "none").
element-reason-figures-alone = "{ $item }" debe ir solo, no dentro de una lista; { $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = el elemento { $index } ("{ $item }") no es un nombre de figura; { $rule }
element-rule-max-len = max-len debe ser un número entero de 1 a { $max }: el mapa de calor muestra las posiciones de 0 a max-len − 1.
element-rule-offset = el desplazamiento Δ debe ser un número finito de −{ $max } a { $max } (negativo: hacia atrás).
element-rule-context-length = la longitud de contexto debe ser un número entero de tokens de 1 a { $max }.
# $example: a list of one score band in JSON (code: keep it as it is); $bands and $characters: the most bands and characters.
element-rule-score-feedback = score-feedback es un array JSON de hasta { $bands } franjas de puntuación como { $example }: from y to son porcentajes enteros, 0 ≤ from ≤ to ≤ 100, y feedback es un texto de hasta { $characters } caracteres.
element-reason-not-json = no es un JSON válido; { $rule }
element-reason-band = la franja { $band } no cumple esta regla: { $rule }
element-reason-view-needs-quiz = esta vista muestra solo una pregunta, así que también necesita un atributo quiz, p. ej., quiz="q1".
# $dModel: the d-model attribute's text; $pairs: d_model/2; $max: the last pair, d_model/2 − 1.
element-reason-pair-beyond = con d-model="{ $dModel }" { $pairs ->
    [one] hay un par seno-coseno
   *[other] hay { $pairs } pares seno-coseno
  }, así que el par k debe ser un número entero de 0 a { $max }.
# $origin: the origin attribute's text; $token: the token number; $start: the number of the first token (0 or 1); $limit: 2^53.
element-reason-position-beyond = con origin="{ $origin }", el token { $token } está en la posición { $token } − { $start }, que supera en magnitud 2^53 = { $limit }: un double no puede representar todas las posiciones enteras por encima de ese valor.
# A table larger than the core computes at once: $rows positions × $columns coordinates = $values values, more than $limit.
element-refused-max-len-table = max-len="{ $value }" con d-model="{ $dModel }": { $rows } posiciones × { $columns } coordenadas son { $values } valores, más que los { $limit } (core.limits.maxTableValues) que el núcleo calcula de una vez; con d_model = { $columns }, max-len puede ser como máximo { $most }.
element-refused-positions-table = positions="{ $value }" con d-model="{ $dModel }": { $rows } posiciones × { $columns } coordenadas son { $values } valores, más que los { $limit } (core.limits.maxTableValues) que el núcleo calcula de una vez; usa menos posiciones o un d_model menor.
# The positions list: $index is an item's place (1 for the first), $item its text (cut after 24 characters), $max the most positions (a number as written).
element-reason-positions-empty = la lista está vacía; indica al menos una posición, p. ej., 0,1,2 o 0..7.
element-reason-positions-item-empty = el elemento { $index } está vacío; separa los números con una sola coma.
element-reason-positions-range-end = el elemento { $index } ("{ $item }") tiene un final de rango que no es un número finito.
element-reason-positions-range = el elemento { $index } ("{ $item }") no es un número finito; escribe un rango como dos números unidos por dos puntos seguidos, p. ej., 0..7.
element-reason-positions-not-number = el elemento { $index } ("{ $item }") no es un número finito; usa números como 3, -1 o 2.5, o rangos como 0..7.
element-reason-positions-too-large = el elemento { $index } ("{ $item }") supera en magnitud 2^53 = { $limit }: un double no puede representar todos los números de token enteros por encima de ese valor, así que la posición calculada no sería la que se escribió.
element-reason-positions-too-many = la lista tiene más de { $max } posiciones, el máximo que muestra un widget; usa una lista o un rango más corto.

## Reset and undo
# Buttons under the settings: Undo takes back the learner's last change of a setting, Redo makes it
# again, Reset puts every setting back as the page set it. Ctrl+Z and Shift+Ctrl+Z do the same.
element-history-undo = Deshacer
element-history-redo = Rehacer
element-history-reset = Restablecer
# Said to screen readers only, after the button or its key did it.
element-history-said-undo = Último cambio deshecho.
element-history-said-redo = Cambio rehecho.
element-history-said-reset = La configuración vuelve a ser la que definió la página.

## Sliders and play
# The base's slider under its field: a log scale with round bases; its value is said as the base itself.
element-slider-base = Base, en escala logarítmica

## Guided start: the "Try this" strip above the settings (attribute guide="on"). Each step changes
## one setting and says what to notice in the table.

element-rule-guide = guide debe ser "on" (o vacío: una franja «Prueba esto» de unos pocos pasos encima de la configuración) u "off".
element-guide-title = Prueba esto
# $step: the step shown; $count: how many steps there are (numbers already written out).
element-guide-counter = { $step } de { $count }
# The button that makes the step's change for the learner.
element-guide-act = Hazlo por mí
# Shown instead of that button once the step's change is made.
element-guide-done = Hecho.
element-guide-previous = Anterior
element-guide-next = Siguiente
# The name of the × button that closes the strip (read by screen readers).
element-guide-dismiss = Cerrar «Prueba esto»
# Shown once the strip is closed, to bring it back.
element-guide-reopen = Prueba esto
# $zero and $one: the numbers 0 and 1 in the reader's digits, for every step.
# Step 1. $token: the token at position 0 (0, or 1 when tokens are numbered from 1).
element-guide-zero = Escribe solo { $token } en el campo { element-settings-positions }.
element-guide-zero-notice = En la posición { $zero } todos los ángulos valen { $zero }, así que todos los senos valen { $zero } y todos los cosenos { $one }.
# Step 2. $first and $last: the first and last token of a range, typed as first..last.
element-guide-range = Cambia las { element-settings-positions } a { $first }..{ $last }.
element-guide-range-notice = Lee las columnas de arriba abajo: el primer par cambia en cada fila; el último, apenas.
# Step 3. $dModel: the new d_model, twice the one shown.
element-guide-d-model = Pon { element-settings-d-model } en { $dModel }.
element-guide-d-model-notice = El número de pares se duplica: el par { $zero } sigue girando un radián por posición, y el último par gira aún más despacio que antes.
# Step 4. $base: the new base; $shorter: yes when it is smaller than the base shown.
element-guide-base = Pon { element-settings-base } en { $base }.
element-guide-base-notice = { $shorter ->
    [yes] Cada par después del par { $zero } gira más rápido: las longitudes de onda se acortan.
   *[no] Cada par después del par { $zero } gira más despacio: las longitudes de onda se alargan.
  }
# Step 5. $layout: the layout to choose (a keyword), $name: its name as the layout list shows it.
element-guide-layout = Cambia la { element-settings-layout } a { $name }.
element-guide-layout-notice = { $layout ->
    [concatenated] Los mismos números en otro orden: primero todos los senos, luego todos los cosenos.
   *[interleaved] Los mismos números en otro orden: cada seno junto a su coseno.
  }

## Phones: touch screens
# The ± key beside a number field on touch screens (a phone's number pad may have no minus key):
# its name. Pressing it changes the sign of the number in the field (5 becomes −5 and back).
element-sign-key = Cambiar el signo

## Plain words
# The alert a learner reads when a setting could not be used. The page author's sentence (with the
# attribute's name and its rule: element-refused and the like) goes to the browser's console.
# $setting names a setting as the settings form labels it (d_model, base, max_len …: keep it);
# $value is the text given, a number as typed or quoted with element-plain-quoted.
element-plain-title = { $count ->
    [one] Este ajuste no se usó:
   *[other] Estos ajustes no se usaron:
  }
element-plain-quoted = «{ $text }»
element-plain-d-model-odd = d_model debe ser par, así que no se usó { $value }.
element-plain-d-model = d_model debe ser un número entero par de 2 a { $max }, así que no se usó { $value }.
element-plain-base = base debe ser un número mayor que 1, así que no se usó { $value }.
element-plain-origin = El { element-settings-origin } debe ser 0 o 1, así que no se usó { $value }.
element-plain-layout = La { element-settings-layout } debe ser una de las opciones de su lista, así que no se usó { $value }.
element-plain-decimals = El número de { element-settings-decimals } debe ser un entero de 0 a { $max }, así que no se usó { $value }.
element-plain-max-len = max_len debe ser un número entero de 1 a { $max }, así que no se usó { $value }.
# $reason: what is wrong with the list (an element-reason-positions-… message).
element-plain-positions = No se usaron las posiciones { $value }: { $reason }
# $token: the token number too far from 0.
element-plain-positions-beyond = No se usaron las posiciones { $value }: el token { $token } está demasiado lejos de 0 para calcularlo con exactitud.
# $dModel: d_model in effect; $most: the most positions (or heatmap rows) the table can hold with it.
element-plain-positions-table = No se usaron las posiciones { $value }: con d_model = { $dModel } la tabla admite como máximo { $most } posiciones.
element-plain-max-len-table = max_len puede ser como máximo { $most } con d_model = { $dModel }, así que no se usó { $value }.
element-plain-offset = El desplazamiento Δ debe ser un número de −{ $max } a { $max }, así que no se usó { $value }.
element-plain-context-length = La longitud de contexto debe ser un número entero de tokens de 1 a { $max }, así que no se usó { $value }.
# A refused attribute that no setting of the form shows (the quiz's, the figures' …): the author's to fix.
element-plain-page = Esta página pide al widget algo que no puede hacer, así que esa parte funciona como de costumbre. La consola del navegador indica qué es, para quien creó la página.
# After a refused setting, when the table drawn before is still shown: $shown is the value it shows.
element-plain-table-shows = La tabla aún muestra { $setting } = { $shown }.
# The author's rule of the show-seed attribute (for the console, like the other element-rule-… messages).
element-rule-show-seed = show-seed debe ser "no" (el cuestionario no muestra su semilla al estudiante) o "yes" (su primera línea indica la semilla, p. ej., para una clase que compara preguntas por semilla).

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos) para d_model = { $dModel }, base { $base }, disposición { $layout ->
        [concatenated] concatenada
       *[interleaved] intercalada
    }, origen de índices { $origin }, { $decimals ->
        [one] { $decimalsText } decimal
       *[other] { $decimalsText } decimales
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = Se muestran las primeras { $shown } de { $total } posiciones: una tabla de más de { $limit } valores ralentizaría la página.
# The corner header's five lines: one per line of every column header (also the header rows of a
# copied table), then what the row headers hold.
table-head-coordinate = coordenada i
table-head-function = sin o cos
table-head-pair = par k
table-head-omega = ω_k (rad por posición)
table-head-lambda = λ_k = 2π/ω_k (posiciones)
table-head-rows = token t → pos
# A column header as screen readers name it. $fn is the symbol sin or cos.
table-column-label = coordenada { $i }, { $fn }, par { $k }, ω { $omega }, λ { $lambda }
# Beside a row's token field: the formula position it stands for.
table-row-position = → pos { $pos }
# A row header as screen readers name it beside each value.
table-row-label = Token { $token }, posición { $pos }
table-token-field = Número de token, fila { $row }
table-remove-row = Quitar la fila { $row }
# What a value reads while it would answer an open quiz question (a cell, an angle, a readout).
table-hidden = oculto
# In a cell's filled-in formula, in place of a hidden value.
table-hidden-value = oculto hasta que se responda definitivamente la pregunta del cuestionario que lo pide
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = Fila { $row }: el token { $token } es la posición de fórmula { $pos }{ $originValue ->
        [0] {""}
       *[other] { " " }(t − { $origin })
    }. La coordenada { $i } es el { $fn ->
        [sin] seno
       *[cos] coseno
    } del par k = { $k }.
table-formula-invitation = Pasa el puntero sobre una celda, o dale el foco (Tab y luego las teclas de flecha), para ver su fórmula con los números sustituidos.
table-stale-note = La tabla de abajo aún muestra la última configuración que se pudo usar; cambia el ajuste indicado arriba para actualizarla.
table-add-row = Añadir una fila
table-edit-help = Edita un número de token directamente en la tabla; pulsa Intro o Tab para aplicarlo.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Origen de índices { $origin }: el número de token t es la posición de fórmula pos = { $originValue ->
        [0] t
       *[other] t − { $origin }
    }{ $originValue ->
        [0] , así que tokens y posiciones llevan los mismos números.
       *[other] , así que el primer token, el { $token }, está en pos { $position }.
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = Los valores que responderían { $count ->
        [one] a la pregunta { $numbers } del cuestionario
       *[other] a las preguntas { $numbers } del cuestionario
    } (una celda o un ángulo pos·ω_k) muestran «{ $hidden }» hasta que { $count ->
        [one] se responda
       *[other] cada una se responda
    } definitivamente (con acierto o sin más intentos).
# Above the table after an answer to a coordinate question. $yours (table-asked-yours) and $exact
# (table-asked-exact) are shown in bold; $shown: yes when the exact value is shown, no while it
# waits (the question may still be tried again); $outlined: yes when the asked cell is outlined in
# the table, no when its token is not in the table.
table-asked = Pregunta { $number } del cuestionario, token { $token }, coordenada { $i }: { $yours }{ $shown ->
        [yes] {" · "}{ $exact }
       *[no] {""}
    }{ $outlined ->
        [yes] {" "}(recuadrada en la tabla).
       *[no] .
    }
# $response: the answer as the learner typed it.
table-asked-yours = tu respuesta { $response }
table-asked-exact = valor exacto { $value }
# A button beside that line when the asked token is not in the table.
table-add-token = Añadir el token { $token } a la tabla
# Said to screen readers only.
table-said-pair = El par { $k } se muestra en el inspector de pares, debajo de la tabla.
table-said-removed = Token { $token } eliminado; { $count ->
        [one] queda { $rows } fila
       *[other] quedan { $rows } filas
    }.

# The pair inspector beside the table: its title, its pair list's label and its help.
table-inspector-title = Inspector de pares
table-inspector-pair = par k
table-inspector-help = Elige aquí un par, o haz clic en una celda de la tabla (o pulsa Intro sobre ella).
# An option of the pair list.
table-inspector-option = k = { $k } (coordenadas { $sine } y { $cosine })
table-inspector-coordinates = Coordenadas
table-inspector-coordinates-value = { $sine } (seno) y { $cosine } (coseno)
# $symbol: the typeset symbol ω_k; $formula: the typeset formula of its value.
table-inspector-frequency = Frecuencia { $symbol }
table-inspector-frequency-value = { $formula } rad por posición
table-inspector-wavelength = Longitud de onda { $symbol }
table-inspector-wavelength-value = { $formula } posiciones por vuelta completa
table-inspector-angles-caption = Ángulo ω_{ $k } · pos del par { $k } en cada posición de la lista
table-inspector-angles-token = token
table-inspector-angles-pos = pos
table-inspector-angles-angle = ángulo (rad)
table-inspector-angles-sin = sin (coord. { $i })
table-inspector-angles-cos = cos (coord. { $i })
table-inspector-angles-label = Ángulos del par { $k }
table-inspector-circle-label = Círculo unitario: el punto (cos, sin) del par { $k } en cada posición de la lista
table-inspector-rotation-title = Un paso a la posición siguiente es una rotación
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Pasar de pos a pos + 1 suma φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) al ángulo de este par, sea cual sea pos. Por las fórmulas de suma de ángulos, el paso es una única matriz fija, [[cos φ, sin φ], [−sin φ, cos φ]], aplicada a [sin, cos]:
table-inspector-matrix-caption = Rotación del par { $k }, desplazamiento 1
table-inspector-matrix-new-sin = nuevo sin
table-inspector-matrix-new-cos = nuevo cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Comprobación en pos { $pos }: la matriz por { $before } da { $product }; la fórmula en pos { $next } da { $direct }.

## Sliders and play
# The pair inspector's clock: one dial per pair, each hand turned by pos × ω_k counter-clockwise from the right.
table-clock-title = Los pares como manecillas de un reloj
table-clock-help = Cada par es una manecilla que gira ω_k radianes por posición: los pares rápidos dan vueltas, los lentos avanzan despacio. Arrastra la posición o pulsa Reproducir para avanzarla una posición por segundo.
table-clock-position = Posición pos
# Beside the slider; $pos: the position.
table-clock-value = pos = { $pos }
# The button that starts the clock; while it runs, it reads table-clock-pause.
table-clock-play = Reproducir
table-clock-pause = Pausa
# Under each dial; $k: its pair.
table-clock-dial = k = { $k }
# The dials' text alternative. $pairs: the pairs that have a dial, as a list; $k: the pair inspected; $pos: the position.
table-clock-dials = Manecillas de los pares { $pairs } en pos = { $pos }, cada una girada pos × ω_k en sentido antihorario desde la derecha; el par { $k } está marcado.
# $angle: pos × ω_k in radians (or the hidden text while a quiz question asks for it).
table-clock-readout = En pos = { $pos }, la manecilla del par { $k } ha girado pos × ω_k = { $angle } rad.

## Phones: touch screens and narrow widgets
# Above each value in a narrow widget (a phone): which coordinate the value is. $i: the coordinate,
# $fn: the symbol sin or cos, $k: its pair. Keep it as short as the English (formula symbols).
table-cell-tag = i { $i } · { $fn } · k { $k }
# On touch screens, in place of table-formula-invitation.
table-formula-invitation-touch = Toca una celda para ver su fórmula con los números sustituidos.
# On touch screens, in place of table-inspector-help.
table-inspector-help-touch = Elige aquí un par, o toca una celda de la tabla.

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".
# Numbers ($number, $total, $score, $seed, $n, …) arrive already written in the reader's digits;
# $count, $given, $open and $left are plain numbers that only choose a plural form.

# The quiz's title above the question bank.
quiz-heading = Cuestionario
# Label of the answer field.
quiz-your-answer = Tu respuesta
# The button that submits an answer.
quiz-check = Comprobar
# The feedback region before any answer.
quiz-feedback-idle = Aquí aparecerán los comentarios sobre tu respuesta.
# The verdict, in bold at the start of the feedback.
quiz-verdict-correct = Correcto.
quiz-verdict-incorrect = Todavía no es correcto.
quiz-verdict-too-few-decimals = Muy pocos decimales.
quiz-verdict-unreadable = No se puede leer como número.
quiz-verdict-ambiguous = Número ambiguo.
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = Error probable: { $name }.
# Disclosure titles.
quiz-hint = Pista
quiz-solution = Solución

# Quiz: The single question Q1.

quiz-q1-title = P1. Una coordenada a mano
quiz-q1-prompt = Toma d_model = 4 y la base habitual 10000. ¿Qué valor tiene la coordenada 2 del vector de posición PE(2)? Redondea a cuatro decimales o más.
quiz-q1-hint-1 = La coordenada 2 es par, así que es un seno y pertenece al par k = 1 (coordenadas 2 y 3).
quiz-q1-hint-2 = El divisor de ese par es 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0,02).
quiz-q1-solution-2 = sin(0,02) = 0,0199986667…, que es 0,0200 con cuatro decimales (0,019999 con seis).
quiz-q1-solution-3 = El ángulo es pequeño, así que el seno es casi igual al propio ángulo: sin(x) ≈ x − x³/6.
# Q1's feedback: what to do next.
quiz-q1-next-correct = Abre la solución para comparar tu desarrollo.
quiz-q1-next-incorrect = La pista de abajo te da el primer paso.

# Quiz: Asking before a change of the settings or of the attempt.

# $name: the setting's name as the settings form labels it (d_model, base, layout, origin).
quiz-ask-settings-title = ¿Cambiar la configuración del cuestionario?
quiz-ask-settings-text = Un nuevo valor de { $name } genera preguntas nuevas, y { $count ->
    [one] se borrará la respuesta que has dado
   *[other] se borrarán las { $given } respuestas que has dado
  } hasta ahora.
quiz-ask-settings-go = Cambiar y empezar de nuevo
quiz-keep-answers = Conservar mis respuestas
quiz-ask-start-over-title = ¿Empezar de nuevo?
quiz-ask-start-over-text = { $count ->
    [one] Se borrará la respuesta que has dado
   *[other] Se borrarán las { $given } respuestas que has dado
  } hasta ahora. Las preguntas seguirán siendo las mismas.
quiz-ask-new-title = ¿Pedir preguntas nuevas?
quiz-ask-new-text = { $count ->
    [one] Se borrará la respuesta que has dado
   *[other] Se borrarán las { $given } respuestas que has dado
  } hasta ahora, y el cuestionario volverá a empezar con otras preguntas.
quiz-ask-end-title = ¿Terminar el intento?
quiz-ask-end-text = Todavía puedes volver a intentar { $count ->
    [one] una pregunta
   *[other] { $open } preguntas
  }. Cuando termine el intento, todas las respuestas serán definitivas.
quiz-end = Terminar el intento
quiz-not-yet = Todavía no
quiz-start-over = Empezar de nuevo
quiz-new-questions = Nuevas preguntas

# Quiz: When the quiz cannot be shown. $reason: the cause, a sentence of its own.

quiz-failed-bank = No se pudo cargar el banco de preguntas: { $reason }
quiz-failed-panels = No se pudo cargar el cuestionario: { $reason }
quiz-failed-settings = No se pudo crear el cuestionario con esta configuración: { $reason }
# Above the list of an author's questions that were refused (the reasons follow, one a line).
quiz-left-out = { $count ->
    [one] Se ha omitido una pregunta de este cuestionario:
   *[other] Se han omitido { $n } preguntas de este cuestionario:
  }
quiz-no-questions = Este cuestionario no tiene ninguna pregunta que plantear:

# Quiz: The question bank's first line and what it says when its questions change.

# The settings the questions are for. $layout: interleaved or concatenated.
quiz-settings = d_model = { $dModel }, base { $base }, { $layout ->
    [concatenated] disposición concatenada
   *[interleaved] disposición intercalada
  }, tokens numerados desde { $origin }
# What the questions are about, by the quiz-topics value $topics.
quiz-topics = { $topics ->
    [rope] RoPE
    [both] la codificación sinusoidal y RoPE
   *[sinusoidal] la codificación sinusoidal
  }
# $settings: quiz-settings; $source: own (an author's list) or seed.
quiz-about = { $count ->
    [one] { $n } pregunta
   *[other] { $n } preguntas
  } para { $settings }{ $source ->
    [own] ; { $count ->
            [one] escrita
           *[other] escritas
        } para esta página
    [seed] ; semilla { $seed }
   *[none] {""}
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } pregunta
   *[other] { $n } preguntas
  } sobre { $topics } para { $settings }{ $source ->
    [own] ; { $count ->
            [one] escrita
           *[other] escritas
        } para esta página
    [seed] ; semilla { $seed }
   *[none] {""}
  }.
quiz-changed-settings = La configuración cambió, así que aquí tienes preguntas nuevas para { $settings }.
quiz-changed-topics = Preguntas nuevas sobre { $topics }.
quiz-changed-seed = Preguntas nuevas (semilla { $seed }).
quiz-changed-count = Ahora el cuestionario tiene { $count ->
    [one] { $n } pregunta
   *[other] { $n } preguntas
  }.
quiz-changed-questions = Las preguntas cambiaron.

# Quiz: Place, progress and score.

quiz-where = Pregunta { $number } de { $total }.
quiz-progress = Pregunta { $number } de { $total } · Puntuación: { $score } de { $total }
quiz-progress-finished = Terminado · Puntuación: { $score } de { $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = Hola de nuevo: { $count ->
    [one] se ha restaurado tu respuesta.
   *[other] se han restaurado tus { $given } respuestas.
  } { $where }
quiz-score = Puntuación: { $score } de { $total }.
quiz-answer-again = Para volver a responder esta pregunta, pulsa Reintentar.
quiz-answer-final = Esta respuesta es definitiva.
quiz-pick-one = Elige una de las opciones y pulsa Comprobar.
quiz-open-again = La pregunta { $number } de { $total } vuelve a estar abierta. Puntuación: { $score } de { $total }.
quiz-starting-over = Empezando de nuevo: pregunta { $number } de { $total }.
quiz-finished = Cuestionario terminado. Puntuación: { $score } de { $total }.
quiz-ended = El intento ha terminado: todas las respuestas son definitivas. Puntuación: { $score } de { $total }.
quiz-held = Este cuestionario conserva sus preguntas y tus respuestas: su configuración está bloqueada durante este intento.
quiz-solution-after-answer = La solución desarrollada se abre una vez que esta pregunta se ha respondido definitivamente (con acierto o sin más intentos).
quiz-solution-after-attempt = Las soluciones desarrolladas se abren al terminar el intento (con todas las respuestas definitivas o al terminarlo en la página de puntuación).

# Quiz: Navigation.

quiz-try-again = Reintentar
quiz-previous-question = Pregunta anterior
quiz-next-question = Pregunta siguiente
quiz-next-open = Siguiente pregunta sin responder
quiz-to-score = Ver tu puntuación

# Quiz: The answer form of a choice question.

quiz-choose-all = Elige todas las opciones verdaderas.
# An option's letter before its text ($letter: a, b, c …).
quiz-choice-letter = { $letter }.
# After each option the learner chose, once the answer is judged.
quiz-your-choice = (tu respuesta)

# Quiz: The feedback after the verdict.

quiz-next-solution = Abre la solución para comparar tu desarrollo, o continúa.
quiz-next-go-on = Pasa a la siguiente pregunta.
quiz-retry-any = Pulsa Reintentar para responder otra vez, o abre la pista.
quiz-retry-count = Puedes responder esta pregunta { $count ->
    [one] una vez más
   *[other] { $left } veces más
  }: pulsa Reintentar, o abre la pista.
quiz-final = Esta respuesta es definitiva: no quedan más intentos para esta pregunta.
quiz-type-more-decimals = Escribe más decimales y vuelve a pulsar Comprobar.
# $response: the answer as the learner gave it.
quiz-your-answer-was = Tu respuesta fue { $response }.
quiz-all-answered = { $count ->
    [one] La pregunta tiene
   *[other] Las { $total } preguntas tienen
  } respuesta. Puntuación: { $score } de { $total }.
# An author's feedback on one option chosen ($feedback: the author's words).
quiz-option-feedback = { $letter }. { $feedback }
# The checker of an author's choice question.
quiz-choice-correct-one = Esa es la opción verdadera.
quiz-choice-correct-several = Esas son exactamente las opciones verdaderas.
quiz-choice-incorrect-one = Esa opción no es verdadera.
quiz-choice-incorrect-several = Las opciones que elegiste no son exactamente las verdaderas.
quiz-choice-unreadable = Elige una o varias de las { $n } opciones y pulsa Comprobar.

# Quiz: The score page.

quiz-summary-heading = Tu puntuación
quiz-summary-score = Respondiste correctamente { $score } de { $count ->
    [one] { $total } pregunta
   *[other] { $total } preguntas
  } ({ $percent } %).
# A line of the results: the question's topic, then its outcome in bold.
quiz-result-topic = { $topic }:
quiz-result-correct = correcta
quiz-result-incorrect = incorrecta
quiz-result-slip = (error probable: { $name })
quiz-review = Revisar las preguntas
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = Todavía puedes volver a intentar { $count ->
    [one] la pregunta { $numbers }
   *[other] las preguntas { $numbers }
  }.
# A list of numbers: the last two, and each one before them.
quiz-list-two = { $first } y { $second }
quiz-list-more = { $first }, { $rest }
quiz-attempt-over = El intento ha terminado: todas las respuestas son definitivas.

# Quiz: What a question is about: the line above it, its line on the score page, its record's name.

quiz-topic-a = La posición cero
quiz-topic-b = El par más rápido
quiz-topic-c = El par más lento
quiz-topic-d = Un par se repite, el vector no
quiz-topic-e = Un desplazamiento es una rotación
quiz-topic-f = Una posición muy lejana
quiz-topic-g = La longitud de onda más larga y la base
quiz-topic-h = El producto escalar de dos posiciones
quiz-topic-i = RoPE: el ángulo de un par
quiz-topic-j = RoPE: la puntuación de atención
quiz-topic-k = RoPE: una frecuencia escalada
quiz-topic-l = RoPE: pares que nunca dan una vuelta completa
quiz-topic-coordinate = Una coordenada
quiz-topic-choice = Elige las opciones verdaderas

# Quiz: The records a course platform receives (xAPI statements): names and descriptions.

quiz-statement-question = Pregunta { $number }: { $topic }
quiz-statement-quiz = Cuestionario de codificación posicional sinusoidal
quiz-statement-quiz-about = { $count ->
    [one] { $n } pregunta
   *[other] { $n } preguntas
  } para { $settings } ({ $source ->
    [own] { $count ->
        [one] escrita
       *[other] escritas
    } para esta página
   *[seed] semilla { $seed }
  }).

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# Shared by several figures.
# The pair slider's label.
figure-pair-label = Par k
# The pair slider's readout: $k the pair shown, $last the last pair (d_model/2 − 1).
figure-pair-readout = k = { $k } (de 0 a { $last })
# The same with a note about the pair, e.g. its frequency "ω₁ = 0.01".
figure-pair-readout-note = k = { $k } (de 0 a { $last }), { $note }
# What a screen reader says for the pair slider's value.
figure-pair-valuetext = par { $k }
figure-pair-valuetext-note = par { $k }, { $note }
# A pair's frequency, as a formula: $k is the pair's number as a subscript (₁).
figure-omega-note = ω{ $k } = { $omega }
# Between the items of a list inside a sentence (values at several positions).
figure-list-separator = ;{" "}
# Column header: the position.
figure-head-pos = pos

# Figure: the sine and cosine waves of one pair over position.
figure-waves-title = Ondas de un par.
figure-waves-view-period = mostrar un periodo completo
figure-waves-view-positions = ajustar a las posiciones de la lista
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = Rango horizontal
figure-waves-values-region = Valores en las posiciones de la lista
figure-waves-x-label = posición pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = un periodo 2π/ω{ $k } = { $period }{ $end ->
        [beyond] {" "}(termina fuera de la vista)
        [arrow] {" "}→
       *[in] {""}
    }
# The key of the plot: $i the coordinate (column) of the sine or the cosine.
figure-waves-key-sin = sin, coordenada { $i }
figure-waves-key-cos = cos, coordenada { $i }
# One item of the drawing's text alternative.
figure-waves-label-value = pos { $pos }: sin { $sin }, cos { $cos }
# The drawing's text alternative; $values are items of figure-waves-label-value; $more: yes when
# there are more positions than those listed.
figure-waves-label = Seno y coseno del par { $k } (ω = { $omega }) desde la posición { $from } hasta la { $to }; un periodo abarca { $period } posiciones. { $values }{ $more ->
        [yes] ; …
       *[no] {""}
    }.
# The caption: $ksub the pair as a subscript, $layout interleaved or concatenated.
figure-waves-caption = sin(ω{ $ksub }·pos) y cos(ω{ $ksub }·pos) para el par k = { $k } (coordenadas { $sin } y { $cos }, disposición { $layout ->
        [concatenated] concatenada
       *[interleaved] intercalada
    }), ω{ $ksub } = { $base }^(−2·{ $k }/{ $d }) = { $omega }; los puntos son las posiciones de la lista.
figure-waves-desc = Las curvas se repiten cada 2π/ω{ $k } = { $period } posiciones (el tramo marcado).
# $turns: the part of a period the listed positions span.
figure-waves-desc-cover = Las posiciones de la lista abarcan { $turns } de un periodo, así que a lo largo de ellas este par { $movement ->
        [long] gira mucho
        [visible] se mueve visiblemente
       *[barely] apenas se mueve
    }.
figure-waves-table-caption = Valores en las posiciones de la lista
figure-waves-table-caption-first = Valores en las posiciones de la lista (primeras { $shown } de { $total })
figure-waves-head-sin = sin · coord. { $i }
figure-waves-head-cos = cos · coord. { $i }
figure-heatmap-title = La matriz completa.
# The two layouts of a pair's sine and cosine in the vector (radio buttons and captions).
figure-layout-label = Disposición
figure-layout-interleaved = intercalada
figure-layout-concatenated = concatenada
figure-heatmap-interleaved-note = (sin, cos, sin, cos …)
figure-heatmap-concatenated-note = (todos los senos y luego todos los cosenos)
figure-rotation-title = Un desplazamiento es una rotación.
figure-rotation-offset = Desplazamiento Δ
figure-rotation-start = Inicio p
figure-dot-title = El producto escalar solo depende del desplazamiento.
figure-dot-span = Desplazamientos mostrados
figure-dot-numbers-region = Productos escalares en los desplazamientos marcados
figure-wavelengths-title = La escalera de longitudes de onda.
figure-wavelengths-context = Longitud de contexto
figure-wavelengths-compare = Comparar con la base
figure-input-title = Se suma una sola vez, en la entrada.
figure-input-region = Embeddings de ejemplo, vectores de posición y sus sumas
figure-learned-title = Fórmula frente a tabla aprendida.
figure-learned-look-up = Consultar la posición
figure-precision-title = float32 y float64 ingenuo frente a los valores exactos.
figure-precision-region = Tablas en float64 y float32
figure-rope-title = RoPE: una rotación dentro de la atención.
figure-rope-offset = Desplazamiento m − n
figure-rope-key-at = Clave en n
figure-rope-shift = Desplazar ambos en t
figure-rope-numbers-region = Puntuaciones de los vectores completos
figure-rope-decay-title = El decaimiento a largo plazo de RoPE.
figure-rope-decay-span = Distancias mostradas
figure-rope-decay-compare = Comparar con la base
figure-rope-decay-region = La cota en algunas distancias
figure-rope-scaling-title = Ampliar el contexto: cada longitud de onda antes y después.
figure-rope-scaling-model = Modelo
figure-rope-scaling-method = Escalado
figure-rope-scaling-region = La longitud de onda de cada par antes y después
# The heat map's axis labels (the arrows point along the axes: keep them).
figure-heatmap-x-label = coordenada i →
figure-heatmap-y-label = posición ↓
# The colour scale: $low, $zero and $high are the numbers −1, 0 and +1.
figure-heatmap-legend-label = Escala de colores: { $low } en el extremo frío, { $zero } neutro, { $high } en el extremo cálido.
figure-heatmap-legend-low = { $value }
figure-heatmap-legend-high = { $value }
figure-heatmap-legend-note = (valores de sin y cos; 0 es el color central)
figure-heatmap-keys = Señala el mapa (o tócalo y arrastra) para leer un valor; o dale el foco y usa las teclas de flecha (Mayús: diez pasos; Re Pág/Av Pág: una décima parte de las filas; Inicio/Fin: primera/última coordenada). Acerca o aleja con + y −, con la rueda o pellizcando, hasta ver celdas individuales; 0 muestra el mapa completo; arrastra para desplazar un mapa ampliado.
figure-heatmap-zoom = Zoom
figure-heatmap-zoom-in = Acercar
figure-heatmap-zoom-out = Alejar
figure-heatmap-zoom-whole = Mostrar el mapa completo
figure-heatmap-zoom-whole-button = Mapa completo
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = Un mapa de { $size } (por ejemplo, 4096 × 1024); reduce max-len o d_model.
# Beside the zoom buttons: the part of the map on screen.
figure-heatmap-view-whole = Mapa completo.
figure-heatmap-view = Filas { $r0 } a { $r1 }, columnas { $c0 } a { $c1 }.
figure-heatmap-order-interleaved = Las columnas alternan seno y coseno, par a par.
figure-heatmap-order-concatenated = Las columnas 0 a { $last } son los senos; las columnas { $first } a { $end }, los cosenos.
# The map's text alternative: $rows positions by $d coordinates; $layout interleaved or concatenated.
figure-heatmap-label = Mapa de calor de PE(pos, i): { $rows } posiciones (filas 0 a { $last }) por { $d } coordenadas (columnas 0 a { $lastColumn }), base { $base }, disposición { $layout ->
        [concatenated] concatenada
       *[interleaved] intercalada
    }. El color va de frío en { $low }, pasando por neutro en { $zero }, a cálido en { $high }.
# $order is figure-heatmap-order-…; $first and $last are wavelengths in positions.
figure-heatmap-desc = Cada fila es una posición y cada columna, una coordenada. { $order } El primer par se repite cada { $first } posiciones, así que sus columnas parpadean de una fila a otra; la longitud de onda del último par es de { $last } posiciones, así que sus columnas cambian lentamente{ $cycle ->
        [never] {" "}y nunca completan un ciclo en este mapa
       *[some] {""}
    }.
figure-heatmap-caption = PE(pos, i) para las posiciones 0 a { $last } (max_len = { $rows }) en vertical y las coordenadas 0 a { $lastColumn } en horizontal, d_model = { $d }, base { $base }, disposición { $layout ->
        [concatenated] concatenada
       *[interleaved] intercalada
    }.
figure-heatmap-readout-none = Señala el mapa, o dale el foco y pulsa una tecla de flecha, para leer un valor.
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = posición { $row }, coordenada { $col } ({ $fn } del par { $k }): PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = posición { $row } (token { $token }), coordenada { $col } ({ $fn } del par { $k }): PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k }), ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = borde junto a las puntas, ×{ $zoom }
figure-rotation-axes = Horizontal: cos, coordenada { $cos }. Vertical: sin, coordenada { $sin }.
# $turn: which way the pair turns (the sign of Δ).
figure-rotation-label = Círculo unitario del par { $k }: el subvector en p = { $p } (ángulo { $angleP } rad) y en p + Δ = { $q } (ángulo { $angleQ } rad), con un giro { $turn ->
        [clockwise] en sentido horario (Δ es negativo)
        [none] nulo (Δ = 0)
       *[counter] en sentido antihorario
    } de ω·Δ = { $phi } rad.
# A formula: $k is the pair as a subscript, $degrees the angle in degrees.
figure-rotation-phi = φ = ω{ $k }·Δ = { $omega } × { $delta } = { $phi } rad ({ $degrees }°)
# $whole: the number of whole turns (chooses the plural), $wholeText the same number written out.
figure-rotation-turns = Eso son { $turns } vueltas; el arco muestra lo que queda después de { $whole ->
        [one] { $wholeText } vuelta completa
       *[other] { $wholeText } vueltas completas
    }.
figure-rotation-matrix = matriz de rotación para el desplazamiento
figure-rotation-vector-p = subvector en p = { $p }
figure-rotation-vector-q = subvector en p + Δ = { $q }
figure-rotation-rows = Filas: [cos φ, sin φ] y [−sin φ, cos φ]. Los vectores apilan sin(ω{ $k }·pos) sobre cos(ω{ $k }·pos) (coordenadas { $sin }, { $cos }). El producto coincide hasta el último bit con PE({ $q }) calculado directamente.
figure-rotation-rows-within = Filas: [cos φ, sin φ] y [−sin φ, cos φ]. Los vectores apilan sin(ω{ $k }·pos) sobre cos(ω{ $k }·pos) (coordenadas { $sin }, { $cos }). El producto coincide con PE({ $q }) calculado directamente con un margen de { $gap }.
figure-rotation-caption = El par k = { $k } en su círculo unitario: pasar de p = { $p } a p + Δ = { $q } gira el par ω{ $ksub }·Δ = { $phi } rad, { $turn ->
        [clockwise] en sentido horario (Δ es negativo)
        [none] es decir, nada (Δ = 0)
       *[counter] en sentido antihorario
    }. La misma matriz sirve desde cualquier p.
figure-rotation-desc = La matriz solo depende de Δ y de ω{ $k }, nunca de p: cada par gira su propio ángulo ω{ $k }·Δ, así que una única aplicación lineal fija por desplazamiento mueve todo el vector. Un Δ negativo da la rotación inversa.

# Figure: the dot product of two position vectors depends only on their offset.
# A choice of the offsets shown: from $low to $high.
figure-dot-span-option = { $low } … { $high }
figure-dot-x-label = desplazamiento Δ = p − q
# In the key: $half is d/2, the largest value.
figure-dot-key-peak = pico d/2 = { $half } en Δ = 0; marcadores en ±Δ
figure-dot-label = Producto escalar de PE(p0 + Δ) y PE(p0) para Δ de { $low } a { $high }, con p0 = { $pA } y p0 = { $pB }: las dos curvas coinciden (diferencia máxima { $gap }), con un pico de { $half } en Δ = 0 y simetría especular respecto a Δ = 0; en Δ = ±{ $delta } el valor es { $value }.
figure-dot-caption = PE(p₀ + Δ)·PE(p₀) para p₀ = { $pA } y para p₀ = { $pB }, d_model = { $d }: una sola curva, simétrica respecto a Δ = 0.
figure-dot-desc-exact = Cada par aporta sin·sin + cos·cos = cos(ω_k Δ), así que la suma es Σ_k cos(ω_k Δ): solo interviene el desplazamiento, y como cos(−x) = cos x, ±Δ dan el mismo valor. Sumadas a partir de las filas de la tabla, las dos curvas difieren como máximo en { $gap } y coinciden exactamente con la identidad Σ_k cos(ω_k Δ) donde se ha comprobado.
figure-dot-desc-within = Cada par aporta sin·sin + cos·cos = cos(ω_k Δ), así que la suma es Σ_k cos(ω_k Δ): solo interviene el desplazamiento, y como cos(−x) = cos x, ±Δ dan el mismo valor. Sumadas a partir de las filas de la tabla, las dos curvas difieren como máximo en { $gap } y coinciden con la identidad Σ_k cos(ω_k Δ) con un margen de { $identity } donde se ha comprobado.

# Figure: the wavelength of every pair on a log scale, against the context length.
figure-wavelengths-x-label = { $layout ->
        [concatenated] par k (coordenadas k y k + d/2)
       *[interleaved] par k (coordenadas 2k y 2k + 1)
    }
figure-wavelengths-y-label = longitud de onda λₖ (posiciones, escala logarítmica)
# The line of the context length: $context positions.
figure-wavelengths-context-mark = contexto { $context }
# How the slowest pair compares with the context: $ratio the part of a cycle (or the number of cycles)
# across the context; $over of $pairs pairs are longer than it.
figure-wavelengths-longer = mayor que el contexto de { $context }: el par más lento recorre solo { $ratio } de ciclo a lo largo de él, así que ordena todo el contexto sin repetirse ({ $over } de { $pairs } pares tienen λₖ > { $context }).
figure-wavelengths-shorter = menor que el contexto de { $context }: incluso el par más lento da { $ratio } vueltas a lo largo de él, así que ningún par por sí solo distingue el principio del contexto de su final.
# After the formula λ_max = 2π · b^((d−2)/d): $last the slowest pair.
figure-wavelengths-general = {" "}, correspondiente al par más lento k = d/2 − 1 = { $last }.
figure-wavelengths-base = Base { $base }:{" "}
# After the formula of one base: $verdict is figure-wavelengths-longer or -shorter.
figure-wavelengths-line = {" "}= 2π × { $power } = { $lambda } posiciones, { $verdict }
# $over and $otherOver choose the plural; $overText and $otherOverText are the same numbers written out.
figure-wavelengths-label = Longitudes de onda de los { $pairs } pares en escala logarítmica: con base { $base } suben de { $first } a { $last }; con base { $other }, hasta { $otherLast }. Está marcada la longitud de contexto { $context }: { $over ->
        [0] ningún par
        [one] { $overText } par
       *[other] { $overText } pares
    } con base { $base } y { $otherOver ->
        [0] ningún par
        [one] { $otherOverText } par
       *[other] { $otherOverText } pares
    } con base { $other } tienen una longitud de onda mayor.
figure-wavelengths-caption = λₖ = 2π·b^(2k/d) para cada par con d_model = { $d }, base { $base } (círculos) frente a base { $other } (cuadrados); las marcas rellenas son los pares con longitud de onda mayor que el contexto de { $context } posiciones.
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) para cada par con d_model = { $d }, base { $base } (círculos) frente a base { $other } (cuadrados), dibujado uno de cada { $stride } pares; las marcas rellenas son los pares con longitud de onda mayor que el contexto de { $context } posiciones.

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = tokens tᵢ
figure-input-block = bloque { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = se suma aquí, una sola vez
figure-input-inside-stack = dentro de la pila:
figure-input-no-pe-again = PE no se vuelve a sumar
figure-input-inside-stack-no-pe = { figure-input-inside-stack } { figure-input-no-pe-again }
# The example sentence whose tokens the table shows, words separated by spaces (a word may come twice;
# it keeps its one row of made-up numbers). Any short sentence of the language will do.
figure-input-example-words = el gato se sentó en la alfombra
# A token of the example sentence, quoted.
figure-input-quoted-word = «{ $word }»
figure-input-desc = El vector de posición tiene la misma anchura que el embedding, d_model, y se suma una sola vez, antes del primer bloque. Después, los bloques mezclan y transforman la suma; ninguno vuelve a recibir PE(i). Una red que sumara el mismo vector en cada capa sería una arquitectura distinta.
figure-input-label = Diagrama: los tokens se buscan en la tabla de embeddings E; PE(i) se suma a E[t_i] una sola vez; la suma x_i entra en el bloque 1, luego en el bloque 2 y así hasta el bloque N, y ningún bloque vuelve a sumar PE.
# $shown: first when only the first $cols coordinates are shown; $origin: moved when token numbers
# start elsewhere than position 0 ($originText); $decimals chooses the plural.
figure-input-table-caption = Embeddings de ejemplo (números inventados), d_model = { $d }{ $shown ->
        [first] , se muestran las primeras { $cols } coordenadas
       *[all] {""}
    }{ $origin ->
        [moved] ; el token i está en pos = i − { $originText }
       *[zero] {""}
    }; valores redondeados a { $decimals ->
        [one] { $decimalsText } decimal
       *[other] { $decimalsText } decimales
    }
figure-input-head-token = token tᵢ
figure-input-head-term = término
figure-input-head-coord = coord. { $c }
figure-input-caption = xᵢ = E[tᵢ] + PE(i): la fila de embedding de cada token más el vector de posición de su lugar, sumado una sola vez antes del bloque 1.

# Figure: a learned table of positions against the formula, looked up past its end.
# The names of the two tracks.
figure-learned-track-table = tabla aprendida
figure-learned-track-formula = fórmula
figure-learned-rows = filas { $first } … { $last }
figure-learned-no-rows = sin filas
# Above the line of the position looked up.
figure-learned-pos = pos { $pos }
figure-learned-row = ✓ fila
figure-learned-no-row = ✗ sin fila
figure-learned-computed = ✓ calculado
# $row: yes when the position looked up has a row in the table.
figure-learned-label = Eje de posiciones: una tabla aprendida contiene las filas 0 a { $last }; la posición { $pos } { $row ->
        [yes] tiene una fila
       *[no] no tiene fila
    } en ella, mientras que la curva de la fórmula continúa más allá de { $last } y da un valor en { $pos }.
figure-learned-table-lead = Tabla aprendida:{" "}
figure-learned-row-exists = la fila { $pos } existe; sus números son los que haya dejado allí el entrenamiento.
# $between: yes when the position is not a whole number.
figure-learned-lookup-fails = lookup({ $pos }) falla: una tabla de { $rows } filas tiene los índices 0 … { $last }{ $between ->
        [yes] {" "}y ninguna fila entre enteros
       *[no] {""}
    }, así que no hay ningún vector que sumar.
figure-learned-formula-lead = Fórmula:{" "}
# After the formula's vector: which wave is drawn ($k the pair, $i its sine's coordinate).
figure-learned-wave = {" "}(onda dibujada: sin del par { $k }, coordenada { $i }, ω = { $omega })
figure-learned-moral = Que algo se pueda calcular no significa que generalice. La fórmula devuelve un vector para la posición { $pos } con la misma facilidad que para la posición { $one }, y cada entrada se mantiene entre { $low } y { $high }. Eso solo significa que la entrada está definida: un modelo entrenado con secuencias de hasta { $rows } tokens puede haber aprendido patrones de atención y estadísticas que solo valen hasta { $rows }, y solo probándolo con entradas más largas se sabe si las maneja bien.
figure-learned-caption = Una tabla aprendida para max_len = { $rows } posiciones frente a la fórmula, consultada en la posición { $pos }.

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = exacto (este núcleo)
figure-precision-float32 = float32 (ω, pos·ω y sin/cos redondeados); cifras cambiadas marcadas
figure-precision-float64 = float64 al estilo de NumPy (pos · div_term, luego sin/cos); cifras cambiadas marcadas
figure-precision-error32 = |float32 − exacto|
figure-precision-error64 = |float64 al estilo de NumPy − exacto|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = máx.
figure-precision-max-of = máx. de { $d }
figure-precision-x-label = posición (escala logarítmica)
figure-precision-y-label = mayor error de la fila
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = La posición { $pos } es tan grande que los números float64 vecinos cerca del ángulo pos·ω₀ = { $angle } están separados por { $spacing }. Un ángulo almacenado como float64 puede desviarse la mitad de eso, { $half }, más de media unidad en la posición decimal { $place } ({ $threshold }): el código que calcula el ángulo como un único producto en float64, como hace el de NumPy, obtiene mal los últimos decimales mostrados de los pares rápidos. Este núcleo reduce el ángulo exactamente, así que sus cifras siguen siendo las exactas.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = Mayor error de una fila frente a la posición, escalas logarítmicas. float32: { $e32a } cerca de la posición 1000, { $e32b } cerca de la posición 100000, { $e32c } cerca de la posición 10 millones. float64 al estilo de NumPy: { $e64a } cerca de la posición 10 millones, { $e64b } cerca de la posición 10¹², { $e64c } cerca de la posición 10¹⁵. float32 cruza la línea de media unidad en la posición decimal { $place } { $cross32 ->
        [yes] cerca de la posición { $at32 }
       *[no] en ningún punto del rango
    }, y float64, { $cross64 ->
        [yes] cerca de la posición { $at64 }
       *[no] en ningún punto del rango
    }.
figure-precision-desc = float32 conserva unas 7 cifras significativas, así que el ángulo redondeado pos·ω tiene un error de hasta media unidad float32 del ángulo, que crece en proporción a la posición (la línea discontinua ½ ulp₃₂); más allá de unos 2²⁴ ≈ 1,7·10⁷, float32 ni siquiera puede representar todas las posiciones enteras. { $cross32 ->
        [yes] Con { $decimalsText } decimales, float32 cambia las cifras mostradas desde la posición { $at32 }, aproximadamente.
       *[no] {""}
    } float64 calculado de forma ingenua tiene el mismo problema unas 5·10⁸ veces más tarde (½ ulp₆₄): el div_term de NumPy se redondea a float64, y su error de redondeo, multiplicado por la posición, es un error en el ángulo{ $cross64 ->
        [yes] ; con { $decimalsText } decimales, cambia las cifras mostradas desde la posición { $at64 }, aproximadamente
       *[no] {""}
    }, que llega a { $e64 } cerca de 10¹⁵. Este núcleo guarda ω_k con 256 bits y reduce el ángulo exactamente: sus valores tienen un error inferior a 10⁻¹⁵ hasta 2⁵³.
figure-precision-caption = La tabla en float32, como suelen calcularla las bibliotecas, y en float64 como lo hace el código de NumPy, junto a los valores exactos, d_model = { $d }, base { $base }; ambos errores crecen con la posición.

# Figure: RoPE turns the query and the key inside attention; their score depends on m − n only.
# The two choices of vectors q and k, and the label of that choice.
figure-rope-vectors = q y k
figure-rope-example = vectores de ejemplo
figure-rope-ones = (1, 0) en cada par
# The label of the choice of layout (which coordinates form a pair).
figure-rope-pairing = Emparejamiento
# The pair's angle per position, a formula: $k the pair as a subscript.
figure-rope-pair-note = θ{ $k } = ω{ $k } = { $theta }
# Above each circle: the positions of the query (m) and the key (n).
figure-rope-panel = m = { $m }, n = { $n }
# Above the second circle: both moved by $t; $title is figure-rope-panel.
figure-rope-panel-shifted = ambos desplazados en t = { $t }: { $title }
figure-rope-query = q en m
figure-rope-key = k en n
figure-rope-pair-product = par { $k }: { $value }
figure-rope-angle = { $angle } rad
# Under the circles, one line per layout: the coordinates ($a, $b) that form pair k.
figure-rope-layout-row = { $layout ->
        [concatenated] concatenada: par k = (k, k + d/2)
       *[interleaved] intercalada: par k = (2k, 2k + 1)
    } = ({ $a }, { $b })
figure-rope-layout-row-short = { $layout ->
        [concatenated] concatenada
       *[interleaved] intercalada
    }: ({ $a }, { $b })
# After the line of the layout the widget uses.
figure-rope-used-here = {" "}— la que se usa aquí
figure-rope-across = Horizontal: coordenada { $a } del par; vertical: coordenada { $b }. El sentido antihorario es el positivo.
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }, k = { $k }: los mismos ocho números repetidos a lo largo de las d coordenadas.
figure-rope-vectors-ones = q = k = { $v }: cada par es (1, 0), sin importar dónde coloque cada coordenada la disposición.
figure-rope-scores-caption = La puntuación de los vectores completos, d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = consulta en
figure-rope-head-key = clave en
figure-rope-head-score = puntuación
figure-rope-shift-same = Desplazar ambos en t deja la puntuación igual, hasta el último bit.
figure-rope-shift-within = Desplazar ambos en t deja la puntuación igual (con un margen de { $gap }, por redondeo).
figure-rope-swapped-same = Intercambiarlos cambia el signo de m − n; con estos vectores los términos de seno se cancelan, así que la puntuación no cambia.
figure-rope-swapped-changes = Intercambiarlos cambia el signo de m − n, y la puntuación cambia: depende del desplazamiento con signo.
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = Con q = k = (1, 0) en cada par, los términos de seno desaparecen y RoPE coincide con la tabla de 2017:{" "}
# After that formula.
figure-rope-bridge-same = . La puntuación del núcleo es { $score } y el producto escalar de la tabla, { $dot }: el mismo número, hasta el último bit.
figure-rope-bridge-differ = . La puntuación del núcleo es { $score } y el producto escalar de la tabla, { $dot }: difieren en { $gap }, por redondeo.
figure-rope-caption = Par k = { $k } de una consulta en m = { $m } y una clave en n = { $n }, cada una girada en sentido antihorario un ángulo igual a su posición por θ{ $ksub }: el ángulo entre ellas, y por tanto la puntuación, solo depende de m − n = { $delta }.
figure-rope-desc = RoPE gira el par k de la consulta un ángulo m·θ_k y el de la clave, n·θ_k (la rotación de RoFormer: (x_a, x_b) pasa a (x_a cos − x_b sin, x_a sin + x_b cos)). Desplazar ambas en t las gira t·θ_k más, así que el ángulo entre ellas, y su producto, se mantiene. Las franjas muestran qué dos coordenadas forman el par { $k }: vecinas en la disposición intercalada (RoFormer, GPT-J, el código de Llama de Meta) y separadas por medio vector en la concatenada (GPT-NeoX, el Llama de Hugging Face, Mistral, Qwen2).
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } y { $b }
figure-rope-label = El par { $k } de q y k en un círculo: giradas a la posición m = { $m } y n = { $n }, están separadas { $gap } rad, producto { $product }; desplazadas ambas en t = { $t }, giran juntas y siguen separadas { $gap } rad, producto { $product }. Abajo, el par { $k } son las coordenadas { $layoutA } en la disposición intercalada y { $layoutB } en la concatenada.

# Figure: RoFormer's bound on the RoPE score falls as the relative distance grows.
# A choice of the distances shown: from $low to $high.
figure-rope-decay-span-option = { $low } … { $high }
figure-rope-decay-x-label = distancia relativa r = m − n
figure-rope-decay-y-label = cota de la puntuación
# In the key, and as a column header: the base of one curve.
figure-rope-decay-key = base { $base }
# Followed by a formula: bound(r) = (2/d)·Σ_j |S_j(r)|.
figure-rope-decay-formula-lead = RoFormer acota la puntuación mediante{" "}
# Between that formula and the next: S_j(r) = Σ_l e^(i·r·θ_l).
figure-rope-decay-formula-mid = , donde{" "}
# After the second formula: $half is d/2.
figure-rope-decay-formula-tail = {" "}suma los giros de los primeros j pares (l = 0 … j − 1, j = 1 … d/2 = { $half }).
figure-rope-decay-start = En r = 0 todos los giros apuntan en la misma dirección: la cota es (d/2 + 1)/2 = { $value } para d = { $d }.
figure-rope-decay-half-never = Con base { $base } se mantiene por encima de la mitad de ese valor hasta la última distancia mostrada.
figure-rope-decay-half = Con base { $base } cae por primera vez a la mitad de ese valor en r ≈ { $r }.
figure-rope-decay-table-caption = La cota en algunas distancias
figure-rope-decay-caption = La cota de RoFormer para la puntuación de RoPE frente a la distancia relativa r = 0 … { $high }, d = { $d }, base { $a } (línea continua) y base { $b } (línea discontinua): cuanto más separados están dos tokens, menos se suman sus giros.
figure-rope-decay-desc = Cada par gira r·θ_l entre la consulta y la clave. En r = 0 todos los giros coinciden; al crecer r, los pares rápidos apuntan en todas direcciones y su suma disminuye, así que una consulta atiende con menos fuerza a claves lejanas del mismo contenido. Una base mayor mantiene más pares girando despacio, así que la cota cae más despacio. Es una cota, no la puntuación en sí, y no tiene por qué caer de forma suave.
figure-rope-decay-label = Cota de decaimiento frente a r de 0 a { $high } para d = { $d }: empieza en { $start } para ambas bases y vale { $endA } con base { $a } y { $endB } con base { $b } en r = { $high }.
# Added to the text alternative when the widget's offset is on the plot: the bound there for both bases.
figure-rope-decay-label-offset = {" "}En el desplazamiento r = { $r }: { $a } y { $b }.

# Figure: extending the context of a RoPE model; every pair's wavelength before and after scaling.
figure-rope-scaling-own = Tu propia configuración
# The scaling methods by their config.json type ($type); names of published methods stay as they are.
figure-rope-scaling-method-name = { $type ->
        [linear] Position Interpolation (lineal)
        [ntk] NTK-aware
        [dynamic] NTK dinámico
        [yarn] YaRN
        [llama3] Llama 3.1 (llama3)
       *[none] ninguno
    }
figure-rope-scaling-factor = Factor s
figure-rope-scaling-x-label = par k
figure-rope-scaling-y-label = longitud de onda (posiciones, escala logarítmica)
# In the key (λ_k = 2π/θ_k is a formula).
figure-rope-scaling-before = antes: λ_k = 2π/θ_k
figure-rope-scaling-after = después: { $method }
# Lines across the plot: the original and the extended context, in tokens.
figure-rope-scaling-original = contexto original { $context }
figure-rope-scaling-extended = ampliado { $context }
# Where a model's numbers come from: $name and $model name the model, $type is rope_scaling's type.
figure-rope-scaling-source = { $name }: el config.json de { $model } indica d = { $d } por cabeza, base (rope_theta) { $base } y un contexto de { $context } tokens, sin rope_scaling.
figure-rope-scaling-source-scaled = { $name }: el config.json de { $model } indica d = { $d } por cabeza, base (rope_theta) { $base } y un contexto de { $context } tokens, con rope_scaling { $type } (factor { $factor } sobre un contexto original de { $original }).
figure-rope-scaling-own-source = La configuración del widget: d = { $d }, base { $base }, contexto original de { $context } tokens (context-length).
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = Sin escalado{" "}
figure-rope-scaling-none-tail = : el contexto se queda como en el entrenamiento.
figure-rope-scaling-linear-lead = Position Interpolation lee la posición m como m/s:{" "}
figure-rope-scaling-linear-tail = , cada longitud de onda s veces más larga.
figure-rope-scaling-ntk-lead = El escalado NTK-aware aumenta la base:{" "}
figure-rope-scaling-ntk-tail = , el par más lento s veces más lento y el más rápido sin cambios.
figure-rope-scaling-dynamic-lead = El NTK dinámico aumenta la base con la longitud de secuencia L una vez que esta supera L₀:{" "}
figure-rope-scaling-dynamic-tail = {" "}en L = { $length }.
figure-rope-scaling-yarn-lead = YaRN conserva los pares que giran muchas veces dentro de L₀ e interpola los lentos, con una rampa γ_k entre ambos:{" "}
figure-rope-scaling-yarn-tail = ; además, multiplica los logits de atención por (0,1·ln s + 1)² = { $attention }.
figure-rope-scaling-llama3-lead = Llama 3.1 conserva los pares con{" "}
figure-rope-scaling-llama3-mid = , divide la frecuencia entre s donde{" "}
figure-rope-scaling-llama3-tail = , y mezcla ambos comportamientos en el tramo intermedio.
figure-rope-scaling-counts = De los { $pairs } pares, { $kept } conservan su longitud de onda, { $stretched } se estiran { $s } veces y { $between } quedan en un punto intermedio.
# $before and $after choose the plural; $beforeText and $afterText are the same numbers written out.
figure-rope-scaling-turns = { $before ->
        [one] { $beforeText } par nunca completa
       *[other] { $beforeText } pares nunca completan
    } una vuelta dentro de los { $original } tokens originales; después del escalado, { $after ->
        [one] { $afterText } nunca la completa
       *[other] { $afterText } nunca la completan
    } dentro de los { $extended } tokens del contexto ampliado.
figure-rope-scaling-table-caption = Longitudes de onda en posiciones
figure-rope-scaling-caption = { $name }, d = { $d }: la longitud de onda de cada par antes (círculos) y después de { $method } (cuadrados), frente al contexto original de { $original } tokens.
figure-rope-scaling-caption-extended = { $name }, d = { $d }: la longitud de onda de cada par antes (círculos) y después de { $method } (cuadrados), frente al contexto original de { $original } tokens y al ampliado de { $extended }.
figure-rope-scaling-desc = Un modelo aprende lo que hacen sus pares a lo largo del contexto con el que se entrenó. Los pares cuya longitud de onda es menor que ese contexto han dado muchas vueltas y son seguros más allá de él; los de longitud de onda mayor nunca completaron una vuelta, así que las posiciones más allá del contexto les dan ángulos que el modelo nunca vio. Los métodos ralentizan esos pares (una longitud de onda mayor) para que el contexto ampliado se corresponda con ángulos vistos en el entrenamiento.
figure-rope-scaling-label = { $name }: { $pairs } pares. Antes del escalado, sus longitudes de onda van de { $firstBefore } a { $lastBefore } posiciones; después de { $method }, de { $firstAfter } a { $lastAfter }. { $kept } pares conservan su longitud de onda y { $stretched } se estiran. Están marcados el contexto original { $original } y el contexto ampliado { $extended }.

## Sliders and play
# The offset's slider beside the offset field; $min and $max: its ends.
figure-slider-offset = Desplazamiento Δ, de { $min } a { $max }

## Phones: touch screens
# On touch screens, in place of figure-heatmap-keys: one finger scrolls the page, two pinch and pan the map.
figure-heatmap-keys-touch = Toca el mapa para leer un valor. Un dedo desplaza la página; con dos dedos, pellizca para acercar o alejar el mapa y muévelos para desplazarlo. Con teclado: da el foco al mapa y usa las teclas de flecha, + y −, y 0 para el mapa completo.
# On touch screens, in place of figure-heatmap-readout-none.
figure-heatmap-readout-none-touch = Toca el mapa para leer un valor.

## Figures on small screens
# The heat map's caption ends with what one screen pixel of the picture holds, measured from the size
# it is drawn at. $rows and $cols: positions and coordinates per pixel, numbers written out (1.5, 0.19);
# $rowsCount and $colsCount: the same numbers, for the plural; $averaged: yes when a pixel shows the
# mean of the values it covers (more rows or columns than pixels), no otherwise.
figure-heatmap-pixel = Un píxel: unas { $rows } { $rowsCount ->
        [one] posición
       *[other] posiciones
    } × { $cols } { $colsCount ->
        [one] coordenada
       *[other] coordenadas
    }{ $averaged ->
        [yes] , promediadas.
       *[no] .
    }
# When every value has several pixels: $height and $width, pixels per value, numbers written out.
figure-heatmap-pixel-cell = Un valor: unos { $height } × { $width } píxeles.
# Several figures are shown one at a time, chosen with tabs: the tab list's name, then one short name per figure.
figure-tabs-label = Figuras
figure-tab-heatmap = Mapa de calor
figure-tab-waves = Ondas
figure-tab-rotation = Rotación
figure-tab-dot = Producto escalar
figure-tab-wavelengths = Longitudes de onda
figure-tab-input = Suma en la entrada
figure-tab-learned = Tabla aprendida
figure-tab-precision = Precisión
figure-tab-rope = RoPE
figure-tab-rope-decay = Decaimiento de RoPE
figure-tab-rope-scaling = Escalado de RoPE

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# The share panel: the code that puts this view on another page, the table as text, the figures as files.

share-code-title = Poner esta vista en otra página
share-code-note = Solo se escriben los ajustes que difieren de los valores predeterminados.
# dist/sinusoidal-pe.js is a file name: keep it as it is.
share-tag-label = La etiqueta (la página también carga dist/sinusoidal-pe.js)
share-tag-copy = Copiar la etiqueta
share-iframe-label = El enlace para un iframe (embed.html)
share-iframe-copy = Copiar el enlace
# parent-origin= is a URL parameter: keep it as it is.
share-iframe-note = Después de parent-origin=, añade el origen de la página de tu curso (como https://course.example): así el marco comunica su altura solo a esa página.
share-package-label = El comando para crear un paquete SCORM o H5P de este cuestionario (npm run package)
share-package-copy = Copiar el comando
share-package-note = Ejecútalo en una copia de sinusoidal-pe. Sin quiz-seed, cada estudiante recibe sus propias preguntas.
share-package-own = Antes, guarda la lista de preguntas como questions.json junto a él.
share-table-title = La tabla como texto
share-table-note = Los valores tal como los muestra la tabla, con sus decimales y sus filas de encabezado.
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = La tabla en { $format }
share-table-copy = Copiar en { $format }
share-figures-title = Las figuras como imágenes
share-figures-note = SVG mantiene nítidas todas las líneas; PNG se dibuja al doble de tamaño, para imprimir. Cada archivo toma como título el pie de la figura.
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = Descargar { $figure } en { $type }
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = Se copió { $what } al portapapeles.
share-selected = Esta página no puede escribir en el portapapeles, así que se ha seleccionado { $what } en su cuadro: pulsa Ctrl+C (⌘C en Mac) para copiar.
# What a Copy button copies, as share-copied and share-selected name it.
share-what-tag = la etiqueta
share-what-link = el enlace
share-what-command = el comando
share-what-table = la tabla en { $format }
# $file: the name of the file saved (sinusoidal-pe-waves.svg).
share-saved = Se guardó { $file }.
# $message: why nothing was saved.
share-save-failed = No se guardó nada: { $message }
share-figure-empty = Esta figura aún no tiene nada dibujado que guardar.
share-png-failed = El navegador no pudo crear el PNG.
# The first cell of a row of the copied table: token $token at position $position (numbers as written).
share-table-row = { $token } → pos { $position }

# (share messages: end of section)
