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
element-settings-origin-option = { $origin } (erstes Token ist { $origin })
element-settings-layout = Anordnung
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] verschränkt
   *[concatenated] verkettet
  }
element-settings-decimals = Nachkommastellen
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = Zeilen der Heatmap
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = Das Quiz wurde für diese Werte von d_model, Basis, Anordnung und Ursprung festgelegt: Sie können während dieses Versuchs nicht geändert werden.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = Abbildungen
# Shown above the figures while an attribute is refused.
element-figures-stale = Die Abbildungen zeigen noch die letzten gültigen Einstellungen; korrigieren Sie das Attribut oben, um sie zu aktualisieren.
element-figures-load-failed = Die Abbildungen konnten nicht geladen werden.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } Die Tabelle und der Paar-Inspektor oben funktionieren auch ohne sie; die Abbildungen werden erneut geladen, sobald sich eine Einstellung ändert.
element-figures-draw-failed = Die Abbildungen konnten nicht gezeichnet werden.
element-quiz-load-failed = Das Quiz konnte nicht geladen werden: { $message }
# The button that opens the share panel.
element-share-toggle = Teilen und kopieren
element-share-load-failed = Der Bereich zum Teilen konnte nicht geladen werden:

# Refused attributes, listed in the widget's alert under element-alert-attributes. Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-alert-attributes = { $count ->
    [one] Ein Attribut muss korrigiert werden:
   *[other] { $count } Attribute müssen korrigiert werden:
  }
element-refused = { $attribute }="{ $value }": { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = dies ist keine endliche Zahl; { $rule }
element-rule-d-model = d_model muss eine gerade ganze Zahl von 2 bis { $max } sein, weil jede Sinus-Koordinate einen Kosinus-Partner mit derselben Frequenz hat.
element-rule-base = die Basis muss eine endliche Zahl größer als 1 sein, damit sich jedes Paar langsamer dreht als das vorherige.
element-rule-origin = der Indexursprung muss 0 oder 1 sein: die Nummer des ersten Tokens.
element-rule-layout = die Anordnung muss "interleaved" (sin, cos, sin, cos, … wie im Paper) oder "concatenated" (zuerst alle Sinus-, dann alle Kosinuswerte) sein.
element-rule-decimals = decimals muss eine ganze Zahl von 0 bis { $max } sein.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = es gibt keine Frage mit diesem Namen; verfügbar sind die Fragen { $questions }, "bank" für einen per Seed erzeugten Fragensatz zu den Einstellungen des Widgets oder "own" für die Fragen, die in einem <script type="application/json"> innerhalb des Widgets stehen. Lassen Sie das Attribut weg, wenn kein Quiz gezeigt werden soll.
element-rule-quiz-seed = der Seed des Quiz muss eine ganze Zahl von 0 bis 2^53 ({ $max }) sein; derselbe Seed ergibt dieselben Fragen.
element-reason-quiz-seed-learner = "learner" ist für die Kurspakete gedacht, die den Seed aus der Identität der angemeldeten lernenden Person bilden; auf einer Webseite muss der Seed eine ganze Zahl von 0 bis 2^53 ({ $max }) sein; derselbe Seed ergibt dieselben Fragen.
element-rule-quiz-count = die Anzahl der Fragen muss eine ganze Zahl von 1 bis { $max } sein.
element-rule-quiz-topics = die Themen des Fragenpools müssen "sinusoidal" (die Kodierung von 2017, Standard), "rope" (RoPE, die Rotation innerhalb der Attention) oder "both" (beide abwechselnd) sein.
element-rule-solution = der Lösungsweg wird "always" (immer), "after-answer" (sobald die Frage endgültig beantwortet ist), "after-attempt" (sobald der Versuch vorbei ist) oder "never" (nie) angezeigt.
element-rule-retries = retries muss eine ganze Zahl ab 0 sein (so oft darf jede falsche Antwort auf eine Frage wiederholt werden) oder "unlimited".
element-rule-settings = settings muss "editable" (die lernende Person darf d_model, Basis, Anordnung und Ursprung des Quiz ändern) oder "locked" sein (sie darf das nicht und auch keine neuen Fragen anfordern oder neu beginnen).
element-rule-table = table muss "shown", "hidden-until-answered" (die Zellen, nach denen eine Frage fragt, bleiben verborgen, bis sie endgültig beantwortet ist) oder "hidden" (keine Tabelle und kein Paar-Inspektor) sein.
element-rule-new-questions = new-questions muss "allowed" (die Schaltfläche „Neue Fragen“ des Fragenpools nimmt den nächsten Seed) oder "not-allowed" sein.
element-rule-view = view muss "full" (Einstellungen, Tabelle, Paar-Inspektor und ggf. Quiz) oder "quiz" (nur die Frage) sein.
element-rule-loading = loading muss "eager" (das Widget wird sofort gezeichnet) oder "lazy" sein (es wird gezeichnet, sobald es weniger als eine Bildschirmhöhe vom sichtbaren Teil der Seite entfernt ist).
element-rule-pair = das Paar k muss eine ganze Zahl von 0 bis d_model/2 − 1 sein (höchstens { $max }).
# $names: the figure names, as a list.
element-rule-figures = figures muss "none", "all" (oder leer) oder eine durch Kommas getrennte Liste von Abbildungsnamen sein: { $names }.
# $item: the word given ("all" or "none").
element-reason-figures-alone = "{ $item }" steht allein, nicht in einer Liste; { $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = Eintrag { $index } ("{ $item }") ist kein Abbildungsname; { $rule }
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
element-reason-positions-range-end = Eintrag { $index } ("{ $item }") hat ein Bereichsende, das keine endliche Zahl ist.
element-reason-positions-range = Eintrag { $index } ("{ $item }") ist keine endliche Zahl; schreiben Sie einen Bereich als zwei Zahlen, verbunden durch zwei Punkte, z. B. 0..7.
element-reason-positions-not-number = Eintrag { $index } ("{ $item }") ist keine endliche Zahl; verwenden Sie Zahlen wie 3, -1 oder 2.5 oder Bereiche wie 0..7.
element-reason-positions-too-large = Eintrag { $index } ("{ $item }") ist betragsmäßig größer als 2^53 = { $limit }: Ein Double kann darüber hinaus nicht jede ganze Tokennummer darstellen, daher wäre die berechnete Position nicht die eingegebene.
element-reason-positions-too-many = die Liste hat mehr als { $max } Positionen, die Höchstzahl, die ein Widget anzeigt; verwenden Sie eine kürzere Liste oder einen kürzeren Bereich.

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos) für d_model = { $dModel }, Basis { $base }, { $layout ->
        [concatenated] verkettete
       *[interleaved] verschränkte
    } Anordnung, Indexursprung { $origin }, { $decimals ->
        [one] { $decimalsText } Nachkommastelle
       *[other] { $decimalsText } Nachkommastellen
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
table-hidden-value = verborgen, bis die Quizfrage, die er beantwortet, endgültig beantwortet ist
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = Zeile { $row }: Token { $token } ist Formelposition { $pos } (t − { $origin }). Koordinate { $i } ist der { $fn ->
        [sin] Sinus
       *[cos] Kosinus
    } von Paar k = { $k }.
table-formula-invitation = Bewegen Sie den Mauszeiger über eine Zelle oder fokussieren Sie sie (Tab, dann die Pfeiltasten), um ihre Formel mit eingesetzten Zahlen zu sehen.
table-stale-note = Die Tabelle unten zeigt noch die letzten gültigen Einstellungen; korrigieren Sie das Attribut oben, um sie zu aktualisieren.
table-add-row = Zeile hinzufügen
table-edit-help = Tokennummer direkt bearbeiten; mit Enter oder Tab übernehmen.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Indexursprung { $origin }: Tokennummer t ist Formelposition pos = t − { $origin }{ $originValue ->
        [0] , daher tragen Tokens und Positionen dieselben Nummern.
       *[other] , daher hat das erste Token, { $token }, die Position pos { $position }.
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = Werte, die { $count ->
        [one] Quizfrage { $numbers }
       *[other] die Quizfragen { $numbers }
    } beantworten würden (eine Zelle oder ein Winkel pos·ω_k), lauten „{ $hidden }“, bis { $count ->
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
table-inspector-rotation-title = Ein Versatz um eine Position ist eine Rotation
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Der Schritt von pos zu pos + 1 addiert φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) zum Winkel dieses Paares, unabhängig von pos. Nach den Additionstheoremen ist der Schritt eine feste Matrix, [[cos φ, sin φ], [−sin φ, cos φ]], angewandt auf [sin, cos]:
table-inspector-matrix-caption = Rotation für Paar { $k }, Versatz 1
table-inspector-matrix-new-sin = neuer sin
table-inspector-matrix-new-cos = neuer cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Probe bei pos { $pos }: Die Matrix mal { $before } ergibt { $product }; die Formel bei pos { $next } ergibt { $direct }.

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
quiz-verdict-too-few-decimals = Zu wenige Nachkommastellen.
quiz-verdict-unreadable = Nicht als Zahl lesbar.
quiz-verdict-ambiguous = Mehrdeutige Zahl.
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = Wahrscheinliche Fehlerquelle: { $name }.
# Disclosure titles.
quiz-hint = Hinweis
quiz-solution = Lösung

# Quiz: The single question Q1.

quiz-q1-title = Q1. Eine Koordinate von Hand
quiz-q1-prompt = Nehmen Sie d_model = 4 und die übliche Basis 10000. Welchen Wert hat Koordinate 2 des Positionsvektors PE(2)? Runden Sie auf vier oder mehr Nachkommastellen.
quiz-q1-hint-1 = Koordinate 2 ist gerade, also ist sie ein Sinus, und sie gehört zu Paar k = 1 (Koordinaten 2 und 3).
quiz-q1-hint-2 = Der Teiler für dieses Paar ist 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02).
quiz-q1-solution-2 = sin(0.02) = 0.0199986667…, also 0.0200 auf vier Nachkommastellen (0.019999 auf sechs).
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
quiz-ask-end-text = Sie können { $count ->
    [one] eine Frage
   *[other] { $open } Fragen
  } noch einmal versuchen. Sobald der Versuch endet, ist jede Antwort endgültig.
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
quiz-no-questions = Dieses Quiz hat keine Frage zu stellen:

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
  } zu { $settings }; { $source ->
    [own] für diese Seite geschrieben
   *[seed] Seed { $seed }
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } Frage
   *[other] { $n } Fragen
  } über { $topics } zu { $settings }; { $source ->
    [own] für diese Seite geschrieben
   *[seed] Seed { $seed }
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
quiz-type-more-decimals = Geben Sie mehr Nachkommastellen ein und klicken Sie erneut auf „Prüfen“.
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
quiz-result-slip = (wahrscheinliche Fehlerquelle: { $name })
quiz-review = Fragen durchsehen
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = Sie können { $count ->
    [one] Frage { $numbers }
   *[other] die Fragen { $numbers }
  } noch einmal versuchen.
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
figure-input-region = Spielzeug-Embeddings, Positionsvektoren und ihre Summen
figure-learned-title = Formel gegen gelernte Tabelle.
figure-learned-look-up = Position nachschlagen
figure-precision-title = float32 und naives float64 gegen die exakten Werte.
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
figure-heatmap-keys = Zeigen Sie auf die Karte (oder tippen und ziehen Sie), um einen Wert abzulesen; oder fokussieren Sie sie und verwenden Sie die Pfeiltasten (Umschalt: zehn Schritte, Bild auf/ab: ein Zehntel der Zeilen, Pos1/Ende: erste/letzte Koordinate). Zoomen mit + und −, dem Mausrad oder einer Zwei-Finger-Geste, bis hinunter zu einzelnen Zellen; 0 zeigt die ganze Karte; ziehen, um eine vergrößerte Karte zu verschieben.
figure-heatmap-zoom = Zoom
figure-heatmap-zoom-in = Vergrößern
figure-heatmap-zoom-out = Verkleinern
figure-heatmap-zoom-whole = Ganze Karte anzeigen
figure-heatmap-zoom-whole-button = Ganze Karte
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = Eine Karte dieser Größe umfasst { $size } (zum Beispiel 4096 × 1024); verringern Sie max-len oder d_model.
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
figure-heatmap-caption = PE(pos, i) für die Positionen 0 bis { $last } (max_len = { $rows }) entlang der Seite und die Koordinaten 0 bis { $lastColumn } quer, d_model = { $d }, Basis { $base }, { $layout ->
        [concatenated] verkettete
       *[interleaved] verschränkte
    } Anordnung: ein Pixel pro Wert.
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
figure-rotation-axes = Quer: cos, Koordinate { $cos }. Hoch: sin, Koordinate { $sin }.
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
figure-wavelengths-caption = λₖ = 2π·b^(2k/d) für jedes Paar bei d_model = { $d }, Basis { $base } (Kreise) gegen Basis { $other } (Quadrate); gefüllte Markierungen sind Paare, die länger als der Kontext von { $context } Positionen sind.
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) für jedes Paar bei d_model = { $d }, Basis { $base } (Kreise) gegen Basis { $other } (Quadrate), jedes { $stride }. Paar gezeichnet; gefüllte Markierungen sind Paare, die länger als der Kontext von { $context } Positionen sind.

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = Tokens tᵢ
figure-input-block = Block { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = hier addiert, einmal
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
figure-input-table-caption = Spielzeug-Embeddings (erfundene Zahlen), d_model = { $d }{ $shown ->
        [first] , die ersten { $cols } Koordinaten angezeigt
       *[all] {""}
    }{ $origin ->
        [moved] ; Token i steht an pos = i − { $originText }
       *[zero] {""}
    }; Werte gerundet auf { $decimals ->
        [one] { $decimalsText } Nachkommastelle
       *[other] { $decimalsText } Nachkommastellen
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
figure-learned-caption = Eine für max_len = { $rows } Positionen gelernte Tabelle gegen die Formel, nachgeschlagen bei Position { $pos }.

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
figure-precision-warning = Position { $pos } ist so groß, dass benachbarte float64-Zahlen nahe dem Winkel pos·ω₀ = { $angle } { $spacing } auseinanderliegen. Ein als float64 gespeicherter Winkel kann um die Hälfte davon, { $half }, abweichen, mehr als eine halbe Einheit der Nachkommastelle { $place } ({ $threshold }): Code, der den Winkel als ein einziges float64-Produkt berechnet, wie es NumPy tut, erhält die letzten angezeigten Nachkommastellen der schnellen Paare falsch. Dieser Kern reduziert den Winkel exakt, daher sind seine Ziffern weiterhin die exakten.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = Größter Fehler in einer Zeile gegen die Position, logarithmische Skalen. float32: { $e32a } nahe Position 1000, { $e32b } nahe Position 100000, { $e32c } nahe Position 10 Millionen. float64 nach NumPy-Art: { $e64a } nahe Position 10 Millionen, { $e64b } nahe Position 10¹², { $e64c } nahe Position 10¹⁵. Die Linie für eine halbe Einheit der Nachkommastelle { $place } wird von float32 { $cross32 ->
        [yes] nahe Position { $at32 }
       *[no] nirgends im Bereich
    } und von float64 { $cross64 ->
        [yes] nahe Position { $at64 }
       *[no] nirgends im Bereich
    } überschritten.
figure-precision-desc = float32 hält etwa 7 signifikante Stellen, daher weicht der gerundete Winkel pos·ω um bis zu eine halbe float32-Einheit des Winkels ab, die proportional zur Position wächst (die gestrichelte Linie ½ ulp₃₂); ab etwa 2²⁴ ≈ 1.7·10⁷ kann float32 nicht einmal mehr jede ganzzahlige Position darstellen. { $cross32 ->
        [yes] Bei { $decimalsText } angezeigten Nachkommastellen ändert float32 die angezeigten Ziffern etwa ab Position { $at32 }.
       *[no] {""}
    } float64, auf naive Weise berechnet, hat dasselbe Problem etwa 5·10⁸-mal später (½ ulp₆₄): NumPys div_term wird auf float64 gerundet, und sein Rundungsfehler mal der Position ist ein Fehler im Winkel{ $cross64 ->
        [yes] ; bei { $decimalsText } Nachkommastellen ändert er die angezeigten Ziffern etwa ab Position { $at64 }
       *[no] {""}
    }, { $e64 } nahe 10¹⁵. Dieser Kern hält ω_k auf 256 Bit genau und reduziert den Winkel exakt: Seine Werte bleiben bis 2⁵³ auf 10⁻¹⁵ genau.
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
figure-rope-across = Quer: Koordinate { $a } des Paares; hoch: Koordinate { $b }. Gegen den Uhrzeigersinn ist positiv.
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }, k = { $k }: dieselben acht Zahlen, wiederholt über d Koordinaten.
figure-rope-vectors-ones = q = k = { $v }: jedes Paar (1, 0), egal, was die Anordnung wohin legt.
figure-rope-scores-caption = Der Score der ganzen Vektoren, d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = Query bei
figure-rope-head-key = Key bei
figure-rope-head-score = Score
figure-rope-shift-same = Beide um t zu verschieben lässt den Score unverändert, bis aufs letzte Bit.
figure-rope-shift-within = Beide um t zu verschieben lässt den Score unverändert (bis auf { $gap }, Rundung).
figure-rope-swapped-same = Vertauschen kehrt das Vorzeichen von m − n um; bei diesen Vektoren heben sich die Sinusterme auf, daher bleibt der Score gleich.
figure-rope-swapped-changes = Vertauschen kehrt das Vorzeichen von m − n um, und der Score ändert sich: Er hängt vom vorzeichenbehafteten Versatz ab.
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = Mit q = k = (1, 0) in jedem Paar verschwinden die Sinusterme, und RoPE trifft auf die Tabelle von 2017:{" "}
# After that formula.
figure-rope-bridge-same = . Der Score des Kerns ist { $score } und das Skalarprodukt der Tabelle { $dot }: dieselbe Zahl, bis aufs letzte Bit.
figure-rope-bridge-differ = . Der Score des Kerns ist { $score } und das Skalarprodukt der Tabelle { $dot }: Sie unterscheiden sich um { $gap }, Rundung.
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
figure-rope-decay-caption = RoFormers Schranke für den RoPE-Score gegen den relativen Abstand r = 0 … { $high }, d = { $d }, Basis { $a } (durchgezogen) und Basis { $b } (gestrichelt): Je weiter zwei Tokens voneinander entfernt sind, desto weniger summieren sich ihre Drehungen.
figure-rope-decay-desc = Jedes Paar dreht sich zwischen Query und Key um r·θ_l. Bei r = 0 stimmen alle Drehungen überein; mit wachsendem r zeigen die schnellen Paare in alle Richtungen und ihre Summe schrumpft, sodass eine Query weit entfernte Keys gleichen Inhalts weniger stark beachtet. Eine größere Basis lässt mehr Paare langsam drehen, daher fällt die Schranke langsamer. Es ist eine Schranke, nicht der Score selbst, und sie muss nicht glatt fallen.
figure-rope-decay-label = Abfallschranke gegen r von 0 bis { $high } für d = { $d }: Sie beginnt für beide Basen bei { $start } und beträgt bei r = { $high } { $endA } mit Basis { $a } und { $endB } mit Basis { $b }.
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
figure-rope-scaling-source-scaled = { $name }: Die config.json von { $model } gibt d = { $d } pro Head, Basis (rope_theta) { $base } und einen Kontext von { $context } Tokens an, mit rope_scaling { $type } (Faktor { $factor } gegenüber ursprünglich { $original }).
figure-rope-scaling-own-source = Die Einstellungen des Widgets: d = { $d }, Basis { $base }, ursprünglicher Kontext { $context } Tokens (context-length).
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = Ohne Skalierung{" "}
figure-rope-scaling-none-tail = : Der Kontext bleibt wie trainiert.
figure-rope-scaling-linear-lead = Position Interpolation liest Position m als m/s:{" "}
figure-rope-scaling-linear-tail = , jede Wellenlänge wird s-mal länger.
figure-rope-scaling-ntk-lead = NTK-aware-Skalierung erhöht die Basis:{" "}
figure-rope-scaling-ntk-tail = , das langsamste Paar wird s-mal langsamer, das schnellste bleibt unverändert.
figure-rope-scaling-dynamic-lead = Dynamisches NTK erhöht die Basis mit der Sequenzlänge L, sobald diese L₀ überschreitet:{" "}
figure-rope-scaling-dynamic-tail = {" "}bei L = { $length }.
figure-rope-scaling-yarn-lead = YaRN behält die Paare bei, die sich innerhalb von L₀ viele Male drehen, und interpoliert die langsamen, mit einer Rampe γ_k dazwischen:{" "}
figure-rope-scaling-yarn-tail = ; außerdem multipliziert es die Attention-Logits mit (0.1·ln s + 1)² = { $attention }.
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
share-table-note = Die Werte so, wie die Tabelle sie zeigt, mit ihren Nachkommastellen und ihren Kopfzeilen.
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = Die Tabelle als { $format }
share-table-copy = Als { $format } kopieren
share-figures-title = Die Abbildungen als Bilder
share-figures-note = SVG hält jede Linie scharf; PNG wird in doppelter Größe gezeichnet, für den Druck. Jede Datei erhält die Bildunterschrift der Abbildung als Titel.
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = { $figure } als { $type } herunterladen
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = In die Zwischenablage kopiert: { $what }.
share-selected = Diese Seite darf nicht in die Zwischenablage schreiben, daher ist { $what } im zugehörigen Feld markiert: Zum Kopieren Strg+C drücken (⌘C auf einem Mac).
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
