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
element-figures-stale = Las figuras aún muestran la última configuración válida; corrige el atributo de arriba para actualizarlas.
element-figures-load-failed = No se pudieron cargar las figuras.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } La tabla y el inspector de pares de arriba funcionan sin ellas; se volverá a intentar cargar las figuras cuando cambie un ajuste.
element-figures-draw-failed = No se pudieron dibujar las figuras.
element-quiz-load-failed = No se pudo cargar el cuestionario: { $message }
# The button that opens the share panel.
element-share-toggle = Compartir y copiar
element-share-load-failed = No se pudo cargar el panel para compartir:

# Refused attributes, listed in the widget's alert under element-alert-attributes. Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-alert-attributes = { $count ->
    [one] Hay un atributo que corregir:
   *[other] Hay { $count } atributos que corregir:
  }
element-refused = { $attribute }="{ $value }": { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = no es un número finito; { $rule }
element-rule-d-model = d_model debe ser un número entero par de 2 a { $max }, porque cada coordenada de seno tiene una coordenada de coseno asociada con la misma frecuencia.
element-rule-base = la base debe ser un número finito mayor que 1, para que cada par gire más despacio que el anterior.
element-rule-origin = el origen de índices debe ser 0 o 1: el número que recibe el primer token.
element-rule-layout = la disposición debe ser "interleaved" (sin, cos, sin, cos, … como en el artículo) o "concatenated" (primero todos los senos y después todos los cosenos).
element-rule-decimals = el número de decimales debe ser un número entero de 0 a { $max }.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = no hay ninguna pregunta con este nombre; las preguntas disponibles son: { $questions }, "bank" para un conjunto de preguntas generado con una semilla a partir de la configuración del widget, u "own" para las preguntas escritas en un <script type="application/json"> dentro del widget. Omite el atributo si no quieres ningún cuestionario.
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
element-rule-score-feedback = score-feedback es un array JSON de como máximo { $bands } franjas de puntuación como { $example }: from y to son porcentajes enteros, 0 ≤ from ≤ to ≤ 100, y feedback es un texto de como máximo { $characters } caracteres.
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
table-rows-limited = Se muestran las primeras { $shown } de { $total } posiciones: una tabla de más de { $limit } valores haría lenta la página.
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
table-hidden-value = oculto hasta que la pregunta del cuestionario a la que responde se haya respondido definitivamente
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = Fila { $row }: el token { $token } es la posición de fórmula { $pos } (t − { $origin }). La coordenada { $i } es el { $fn ->
        [sin] seno
       *[cos] coseno
    } del par k = { $k }.
table-formula-invitation = Pasa el puntero sobre una celda, o dale el foco (Tab y luego las teclas de flecha), para ver su fórmula con los números sustituidos.
table-stale-note = La tabla de abajo aún muestra la última configuración válida; corrige el atributo de arriba para actualizarla.
table-add-row = Añadir una fila
table-edit-help = Edita un número de token directamente en la tabla; pulsa Enter o Tab para aplicarlo.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Origen de índices { $origin }: el número de token t es la posición de fórmula pos = t − { $origin }{ $originValue ->
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
    } definitivamente (correctamente o sin intentos restantes).
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
table-inspector-help = Elige aquí un par, o haz clic en una celda de la tabla (o pulsa Enter sobre ella).
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
table-inspector-rotation-title = Un desplazamiento de una posición es una rotación
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Pasar de pos a pos + 1 suma φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) al ángulo de este par, sea cual sea pos. Por las fórmulas de suma de ángulos, el paso es una única matriz fija, [[cos φ, sin φ], [−sin φ, cos φ]], aplicada a [sin, cos]:
table-inspector-matrix-caption = Rotación del par { $k }, desplazamiento 1
table-inspector-matrix-new-sin = nuevo sin
table-inspector-matrix-new-cos = nuevo cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Comprobación en pos { $pos }: la matriz por { $before } da { $product }; la fórmula en pos { $next } da { $direct }.

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
quiz-q1-hint-1 = El índice 2 es un número par, así que la coordenada 2 es un seno y pertenece al par k = 1 (coordenadas 2 y 3).
quiz-q1-hint-2 = El divisor de ese par es 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02).
quiz-q1-solution-2 = sin(0.02) = 0.0199986667…, que es 0.0200 con cuatro decimales (0.019999 con seis).
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
  } para { $settings }; { $source ->
    [own] { $count ->
        [one] escrita
       *[other] escritas
    } para esta página
   *[seed] semilla { $seed }
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } pregunta
   *[other] { $n } preguntas
  } sobre { $topics } para { $settings }; { $source ->
    [own] { $count ->
        [one] escrita
       *[other] escritas
    } para esta página
   *[seed] semilla { $seed }
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
quiz-solution-after-answer = La solución desarrollada se abre una vez que esta pregunta se ha respondido definitivamente (correctamente o sin intentos restantes).
quiz-solution-after-attempt = Las soluciones desarrolladas se abren una vez terminado el intento (con todas las respuestas definitivas o con el intento terminado en la página de puntuación).

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
  } respuesta: puntuación { $score } de { $total }.
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
figure-waves-view-period = mostrar un período completo
figure-waves-view-positions = ajustar a las posiciones de la lista
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = Rango horizontal
figure-waves-values-region = Valores en las posiciones de la lista
figure-waves-x-label = posición pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = un período 2π/ω{ $k } = { $period }{ $end ->
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
figure-waves-label = Seno y coseno del par { $k } (ω = { $omega }) desde la posición { $from } hasta la { $to }; un período abarca { $period } posiciones. { $values }{ $more ->
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
figure-waves-desc-cover = Las posiciones de la lista abarcan { $turns } de un período, así que a lo largo de ellas este par { $movement ->
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
figure-heatmap-concatenated-note = (primero todos los senos y después todos los cosenos)
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
    }: un píxel por valor.
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
figure-learned-moral = Que algo se pueda calcular no significa que generalice. La fórmula devuelve un vector para la posición { $pos } con la misma facilidad que para la posición { $one }, y cada entrada se mantiene entre { $low } y { $high }. Eso solo significa que la entrada está definida: un modelo entrenado con secuencias de como máximo { $rows } tokens puede haber aprendido patrones de atención y estadísticas que solo valen hasta { $rows }, y solo probándolo con entradas más largas se sabe si las maneja bien.
figure-learned-caption = Una tabla aprendida para max_len = { $rows } posiciones frente a la fórmula, consultada en la posición { $pos }.

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = exacto (este núcleo)
figure-precision-float32 = float32 (ω, pos·ω y sin/cos redondeados); dígitos cambiados marcados
figure-precision-float64 = float64 al estilo de NumPy (pos · div_term, luego sin/cos); dígitos cambiados marcados
figure-precision-error32 = |float32 − exacto|
figure-precision-error64 = |float64 al estilo de NumPy − exacto|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = máx.
figure-precision-max-of = máx. de { $d }
figure-precision-x-label = posición (escala logarítmica)
figure-precision-y-label = mayor error de la fila
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = La posición { $pos } es tan grande que los números float64 vecinos cerca del ángulo pos·ω₀ = { $angle } están separados por { $spacing }. Un ángulo almacenado como float64 puede desviarse la mitad de eso, { $half }, más de media unidad en la posición decimal { $place } ({ $threshold }): el código que calcula el ángulo como un único producto en float64, como hace el de NumPy, obtiene mal los últimos decimales mostrados de los pares rápidos. Este núcleo reduce el ángulo de forma exacta, así que sus dígitos siguen siendo los exactos.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = Mayor error de una fila frente a la posición, escalas logarítmicas. float32: { $e32a } cerca de la posición 1000, { $e32b } cerca de la posición 100000, { $e32c } cerca de la posición 10 millones. float64 al estilo de NumPy: { $e64a } cerca de la posición 10 millones, { $e64b } cerca de la posición 10¹², { $e64c } cerca de la posición 10¹⁵. La línea de media unidad en la posición decimal { $place } { $cross32 ->
        [yes] se cruza con float32 cerca de la posición { $at32 }
       *[no] no se cruza con float32 dentro del rango
    } y { $cross64 ->
        [yes] se cruza con float64 cerca de la posición { $at64 }
       *[no] no se cruza con float64 dentro del rango
    }.
figure-precision-desc = float32 conserva unos 7 dígitos significativos, así que el ángulo redondeado pos·ω tiene un error de hasta media unidad float32 del ángulo, que crece proporcionalmente a la posición (la línea discontinua ½ ulp₃₂); más allá de unos 2²⁴ ≈ 1.7·10⁷, float32 ni siquiera puede representar todas las posiciones enteras. { $cross32 ->
        [yes] Con { $decimalsText } decimales mostrados, float32 cambia los dígitos mostrados a partir de aproximadamente la posición { $at32 }.
       *[no] {""}
    } float64 calculado de forma ingenua tiene el mismo problema unas 5·10⁸ veces más tarde (½ ulp₆₄): el div_term de NumPy se redondea a float64, y su error de redondeo, multiplicado por la posición, es un error en el ángulo{ $cross64 ->
        [yes] ; con { $decimalsText } decimales, cambia los dígitos mostrados a partir de aproximadamente la posición { $at64 }
       *[no] {""}
    }, que llega a { $e64 } cerca de 10¹⁵. Este núcleo guarda ω_k con 256 bits y reduce el ángulo de forma exacta: sus valores tienen un error inferior a 10⁻¹⁵ hasta 2⁵³.
figure-precision-caption = La tabla en float32, como suelen calcularla los frameworks, y en float64 como lo hace el código de NumPy, junto a los valores exactos, d_model = { $d }, base { $base }; ambos errores crecen con la posición.

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
figure-rope-desc = RoPE gira el par k de la consulta m·θ_k y el de la clave n·θ_k (la rotación de RoFormer: (x_a, x_b) pasa a (x_a cos − x_b sin, x_a sin + x_b cos)). Desplazar ambas en t las gira t·θ_k más, así que el ángulo entre ellas, y su producto, se mantiene. Las franjas muestran qué dos coordenadas forman el par { $k }: vecinas en la disposición intercalada (RoFormer, GPT-J, el código de Llama de Meta) y separadas por medio vector en la concatenada (GPT-NeoX, el Llama de Hugging Face, Mistral, Qwen2).
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
        [dynamic] dynamic NTK
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
figure-rope-scaling-dynamic-lead = Dynamic NTK aumenta la base con la longitud de secuencia L una vez que esta supera L₀:{" "}
figure-rope-scaling-dynamic-tail = {" "}en L = { $length }.
figure-rope-scaling-yarn-lead = YaRN conserva los pares que giran muchas veces dentro de L₀ e interpola los lentos, con una rampa γ_k entre ambos:{" "}
figure-rope-scaling-yarn-tail = ; además, multiplica los logits de atención por (0.1·ln s + 1)² = { $attention }.
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
figure-rope-scaling-caption = { $name }, d = { $d }: la longitud de onda de cada par antes (círculos) y después de aplicar { $method } (cuadrados), frente al contexto original de { $original } tokens.
figure-rope-scaling-caption-extended = { $name }, d = { $d }: la longitud de onda de cada par antes (círculos) y después de aplicar { $method } (cuadrados), frente al contexto original de { $original } tokens y al ampliado de { $extended }.
figure-rope-scaling-desc = Un modelo aprende lo que hacen sus pares a lo largo del contexto con el que se entrenó. Los pares cuya longitud de onda es menor que ese contexto han dado muchas vueltas y son seguros más allá de él; los pares con una longitud de onda mayor nunca completaron una vuelta, así que las posiciones más allá del contexto les dan ángulos que el modelo nunca vio. Los métodos ralentizan esos pares (una longitud de onda mayor) para que el contexto ampliado se corresponda con ángulos vistos en el entrenamiento.
figure-rope-scaling-label = { $name }: { $pairs } pares. Antes del escalado, sus longitudes de onda van de { $firstBefore } a { $lastBefore } posiciones; después de aplicar { $method }, de { $firstAfter } a { $lastAfter }. { $kept } pares conservan su longitud de onda y { $stretched } se estiran. Están marcados el contexto original { $original } y el contexto ampliado { $extended }.

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
