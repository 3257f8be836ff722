# The widget's words in French (fr), translated from en.ftl, which is the reference: every text a learner or an author reads in the widget, one message
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

element-loading = Chargement du calculateur…
element-alert-draw-failed = Le widget n’a pas pu dessiner ces réglages.
element-alert-core-failed = Le calculateur n’a pas pu démarrer.
element-alert-table-refused = Le calculateur n’a pas pu calculer ce tableau :

# The settings form. Labels name the settings as the attributes do; d_model and max_len are formula symbols.

element-settings-legend = Réglages
element-settings-d-model = d_model
element-settings-base = base
element-settings-positions = positions
# Under the positions field: two ways of writing a list of tokens (kept as written: they are typed this way).
element-settings-positions-help = p. ex. 0,1,2 ou 0..7
element-settings-origin = origine
# An option of the origin list; $origin is 0 or 1, the number given to the first token.
element-settings-origin-option = { $origin } (le premier jeton est { $origin })
element-settings-layout = disposition
# An option of the layout list: the order of the sine and cosine coordinates.
element-settings-layout-option = { $layout ->
    [interleaved] entrelacée
   *[concatenated] concaténée
  }
element-settings-decimals = décimales
element-settings-max-len = max_len
# Under the max_len field, shown with the heatmap: max_len is the number of its rows.
element-settings-max-len-help = lignes de la carte de chaleur
# Under the settings while a locked quiz's attempt runs (settings="locked").
element-settings-locked = Le quiz a été fixé pour ces valeurs de d_model, base, disposition et origine : elles ne peuvent pas être modifiées pendant cette tentative.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = Figures
# Shown above the figures while an attribute is refused.
element-figures-stale = Les figures montrent encore les derniers réglages valides ; corrigez l’attribut ci-dessus pour les mettre à jour.
element-figures-load-failed = Les figures n’ont pas pu être chargées.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } Le tableau et l’inspecteur de paires ci-dessus fonctionnent sans elles ; le chargement des figures est retenté à chaque changement de réglage.
element-figures-draw-failed = Les figures n’ont pas pu être dessinées.
element-quiz-load-failed = Le quiz n’a pas pu être chargé : { $message }
# The button that opens the share panel.
element-share-toggle = Partager et copier
element-share-load-failed = Le panneau de partage n’a pas pu être chargé :

# Refused attributes, listed in the widget's alert under element-alert-attributes. Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
element-alert-attributes = { $count ->
    [one] Un attribut est à corriger :
   *[other] { $count } attributs sont à corriger :
  }
element-refused = { $attribute }="{ $value }" : { $reason }
# $rule: the attribute's rule (an element-rule-… message).
element-reason-not-number = ce n’est pas un nombre fini ; { $rule }
element-rule-d-model = d_model doit être un nombre entier pair de 2 à { $max }, car chaque coordonnée sinus a une partenaire cosinus de même fréquence.
element-rule-base = la base doit être un nombre fini supérieur à 1, pour que chaque paire tourne plus lentement que la précédente.
element-rule-origin = l’origine des indices doit être 0 ou 1 : le numéro donné au premier jeton.
element-rule-layout = la disposition doit être "interleaved" (sin, cos, sin, cos, … comme dans l’article) ou "concatenated" (tous les sinus d’abord, puis tous les cosinus).
element-rule-decimals = decimals doit être un nombre entier de 0 à { $max }.
# $questions: the names of the single questions, as a list (q1).
element-rule-quiz = il n’existe aucune question de ce nom ; les questions disponibles sont : { $questions }, "bank" pour une série de questions générée à partir d’une graine sur les réglages du widget, ou "own" pour les questions écrites dans un <script type="application/json"> à l’intérieur du widget. Omettez l’attribut pour n’avoir aucun quiz.
element-rule-quiz-seed = la graine du quiz doit être un nombre entier de 0 à 2^53 ({ $max }) ; la même graine donne les mêmes questions.
element-reason-quiz-seed-learner = "learner" est réservé aux paquets de cours, qui tirent la graine de l’identité de l’apprenant connecté ; sur une page, la graine doit être un nombre entier de 0 à 2^53 ({ $max }) ; la même graine donne les mêmes questions.
element-rule-quiz-count = le nombre de questions doit être un nombre entier de 1 à { $max }.
element-rule-quiz-topics = les thèmes de la banque doivent être "sinusoidal" (l’encodage de 2017, par défaut), "rope" (RoPE, la rotation à l’intérieur de l’attention) ou "both" (les deux à tour de rôle).
element-rule-solution = la solution détaillée s’affiche "always" (toujours), "after-answer" (une fois la réponse à la question définitive), "after-attempt" (une fois la tentative terminée) ou "never" (jamais).
element-rule-retries = retries doit être un nombre entier à partir de 0 (chaque mauvaise réponse à une question peut être retentée autant de fois) ou "unlimited".
element-rule-settings = settings doit valoir "editable" (l’apprenant peut modifier d_model, la base, la disposition et l’origine du quiz) ou "locked" (il ne le peut pas, ni demander de nouvelles questions ni recommencer).
element-rule-table = table doit valoir "shown", "hidden-until-answered" (les cellules demandées par une question restent masquées jusqu’à ce que la réponse soit définitive) ou "hidden" (ni tableau ni inspecteur de paires).
element-rule-new-questions = new-questions doit valoir "allowed" (le bouton Nouvelles questions de la banque prend la graine suivante) ou "not-allowed".
element-rule-view = view doit valoir "full" (réglages, tableau, inspecteur de paires et quiz éventuel) ou "quiz" (la question seule).
element-rule-loading = loading doit valoir "eager" (le widget se dessine immédiatement) ou "lazy" (il se dessine lorsqu’il arrive à moins d’un écran de la partie visible de la page).
element-rule-pair = la paire k doit être un nombre entier de 0 à d_model/2 − 1 (au plus { $max }).
# $names: the figure names, as a list.
element-rule-figures = figures doit valoir "none", "all" (ou être vide), ou une liste de noms de figures séparés par des virgules : { $names }.
# $item: the word given ("all" or "none").
element-reason-figures-alone = « { $item } » s’emploie seul, pas dans une liste ; { $rule }
# $index: the item's place in the list (1 for the first); $item: its text.
element-reason-figures-unknown = l’élément { $index } (« { $item } ») n’est pas un nom de figure ; { $rule }
element-rule-max-len = max-len doit être un nombre entier de 1 à { $max } : la carte de chaleur montre les positions 0 à max-len − 1.
element-rule-offset = le décalage Δ doit être un nombre fini de −{ $max } à { $max } (négatif : vers l’arrière).
element-rule-context-length = la longueur de contexte doit être un nombre entier de jetons de 1 à { $max }.
# $example: a list of one score band in JSON (code: keep it as it is); $bands and $characters: the most bands and characters.
element-rule-score-feedback = score-feedback est un tableau JSON d’au plus { $bands } tranches de score comme { $example } : from et to sont des pourcentages entiers, 0 ≤ from ≤ to ≤ 100, et feedback un texte d’au plus { $characters } caractères.
element-reason-not-json = ce n’est pas du JSON valide ; { $rule }
element-reason-band = la tranche { $band } ne respecte pas cette règle : { $rule }
element-reason-view-needs-quiz = cette vue ne montre qu’une question, elle nécessite donc aussi un attribut quiz, p. ex. quiz="q1".
# $dModel: the d-model attribute's text; $pairs: d_model/2; $max: the last pair, d_model/2 − 1.
element-reason-pair-beyond = avec d-model="{ $dModel }", il y a { $pairs ->
    [one] une paire sinus–cosinus
   *[other] { $pairs } paires sinus–cosinus
  }, donc la paire k doit être un nombre entier de 0 à { $max }.
# $origin: the origin attribute's text; $token: the token number; $start: the number of the first token (0 or 1); $limit: 2^53.
element-reason-position-beyond = avec origin="{ $origin }", le jeton { $token } est à la position { $token } − { $start }, au-delà de 2^53 = { $limit } en valeur absolue : un double ne peut pas représenter toutes les positions entières au-delà.
# A table larger than the core computes at once: $rows positions × $columns coordinates = $values values, more than $limit.
element-refused-max-len-table = max-len="{ $value }" avec d-model="{ $dModel }" : { $rows } positions × { $columns } coordonnées font { $values } valeurs, plus que les { $limit } (core.limits.maxTableValues) que le cœur calcule en une fois ; avec d_model = { $columns }, max-len peut valoir au plus { $most }.
element-refused-positions-table = positions="{ $value }" avec d-model="{ $dModel }" : { $rows } positions × { $columns } coordonnées font { $values } valeurs, plus que les { $limit } (core.limits.maxTableValues) que le cœur calcule en une fois ; utilisez moins de positions ou un d_model plus petit.
# The positions list: $index is an item's place (1 for the first), $item its text (cut after 24 characters), $max the most positions (a number as written).
element-reason-positions-empty = la liste est vide ; indiquez au moins une position, p. ex. 0,1,2 ou 0..7.
element-reason-positions-item-empty = l’élément { $index } est vide ; séparez les nombres par une seule virgule.
element-reason-positions-range-end = l’élément { $index } (« { $item } ») a une borne de fin d’intervalle qui n’est pas un nombre fini.
element-reason-positions-range = l’élément { $index } (« { $item } ») n’est pas un nombre fini ; écrivez un intervalle comme deux nombres reliés par deux points, p. ex. 0..7.
element-reason-positions-not-number = l’élément { $index } (« { $item } ») n’est pas un nombre fini ; utilisez des nombres comme 3, -1 ou 2.5, ou des intervalles comme 0..7.
element-reason-positions-too-large = l’élément { $index } (« { $item } ») dépasse 2^53 = { $limit } en valeur absolue : un double ne peut pas représenter tous les numéros de jeton entiers au-delà, donc la position calculée ne serait pas celle saisie.
element-reason-positions-too-many = la liste contient plus de { $max } positions, le maximum qu’un widget affiche ; utilisez une liste ou un intervalle plus court.

# (element messages: end of section)


## Table and inspector. Ids start with "table-".

# The encoding table's caption. $dModel, $base, $origin, $decimalsText: numbers already written out;
# $layout: the layout setting's keyword; $decimals: the same count as $decimalsText, for the plural.
table-caption = PE(pos) pour d_model = { $dModel }, base { $base }, disposition { $layout ->
        [concatenated] concaténée
       *[interleaved] entrelacée
    }, origine des indices { $origin }, { $decimals ->
        [one] { $decimalsText } décimale
       *[other] { $decimalsText } décimales
    }
# Under the table when a long list of positions is cut short. $limit: a count, written with grouping.
table-rows-limited = Affichage des { $shown } premières positions sur { $total } : un tableau de plus de { $limit } valeurs ralentirait la page.
# The corner header's five lines: one per line of every column header (also the header rows of a
# copied table), then what the row headers hold.
table-head-coordinate = coordonnée i
table-head-function = sin ou cos
table-head-pair = paire k
table-head-omega = ω_k (rad par position)
table-head-lambda = λ_k = 2π/ω_k (positions)
table-head-rows = jeton t → pos
# A column header as screen readers name it. $fn is the symbol sin or cos.
table-column-label = coordonnée { $i }, { $fn }, paire { $k }, ω { $omega }, λ { $lambda }
# Beside a row's token field: the formula position it stands for.
table-row-position = → pos { $pos }
# A row header as screen readers name it beside each value.
table-row-label = Jeton { $token }, position { $pos }
table-token-field = Numéro de jeton, ligne { $row }
table-remove-row = Supprimer la ligne { $row }
# What a value reads while it would answer an open quiz question (a cell, an angle, a readout).
table-hidden = masqué
# In a cell's filled-in formula, in place of a hidden value.
table-hidden-value = masqué jusqu’à ce que la réponse à la question du quiz correspondante soit définitive
# Under the table: what a hovered or focused cell means. $fn is the symbol sin or cos.
table-formula-meaning = Ligne { $row } : le jeton { $token } correspond à la position { $pos } de la formule (t − { $origin }). La coordonnée { $i } est le { $fn ->
        [sin] sinus
       *[cos] cosinus
    } de la paire k = { $k }.
table-formula-invitation = Survolez une cellule ou donnez-lui le focus (Tab, puis les touches fléchées) pour voir sa formule avec les valeurs numériques.
table-stale-note = Le tableau ci-dessous montre encore les derniers réglages valides ; corrigez l’attribut ci-dessus pour le mettre à jour.
table-add-row = Ajouter une ligne
table-edit-help = Modifiez un numéro de jeton sur place ; appuyez sur Entrée ou Tab pour l’appliquer.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Origine des indices { $origin } : le jeton numéro t correspond à la position pos = t − { $origin } de la formule{ $originValue ->
        [0] , donc jetons et positions portent les mêmes numéros.
       *[other] , donc le premier jeton, { $token }, est à pos { $position }.
    }
# Above the table while a quiz hides values. $numbers: the open questions' numbers as a list
# ("1", "1 and 2"); $count: how many; $hidden: the word hidden values read (table-hidden).
table-hidden-note = Les valeurs qui répondraient { $count ->
        [one] à la question { $numbers } du quiz
       *[other] aux questions { $numbers } du quiz
    } (une cellule, ou un angle pos·ω_k) affichent « { $hidden } » jusqu’à ce que { $count ->
        [one] sa réponse soit définitive
       *[other] la réponse à chacune soit définitive
    } (juste, ou plus aucun essai restant).
# Above the table after an answer to a coordinate question. $yours (table-asked-yours) and $exact
# (table-asked-exact) are shown in bold; $shown: yes when the exact value is shown, no while it
# waits (the question may still be tried again); $outlined: yes when the asked cell is outlined in
# the table, no when its token is not in the table.
table-asked = Question { $number } du quiz, jeton { $token }, coordonnée { $i } : { $yours }{ $shown ->
        [yes] {" · "}{ $exact }
       *[no] {""}
    }{ $outlined ->
        [yes] {" "}(encadrée dans le tableau).
       *[no] .
    }
# $response: the answer as the learner typed it.
table-asked-yours = votre réponse { $response }
table-asked-exact = valeur exacte { $value }
# A button beside that line when the asked token is not in the table.
table-add-token = Ajouter le jeton { $token } au tableau
# Said to screen readers only.
table-said-pair = La paire { $k } est affichée dans l’inspecteur de paires sous le tableau.
table-said-removed = Jeton { $token } supprimé ; { $count ->
        [one] { $rows } ligne restante
       *[other] { $rows } lignes restantes
    }.

# The pair inspector beside the table: its title, its pair list's label and its help.
table-inspector-title = Inspecteur de paires
table-inspector-pair = paire k
table-inspector-help = Choisissez une paire ici, ou cliquez sur une cellule du tableau (ou appuyez sur Entrée dessus).
# An option of the pair list.
table-inspector-option = k = { $k } (coordonnées { $sine } et { $cosine })
table-inspector-coordinates = Coordonnées
table-inspector-coordinates-value = { $sine } (sinus) et { $cosine } (cosinus)
# $symbol: the typeset symbol ω_k; $formula: the typeset formula of its value.
table-inspector-frequency = Fréquence { $symbol }
table-inspector-frequency-value = { $formula } rad par position
table-inspector-wavelength = Longueur d’onde { $symbol }
table-inspector-wavelength-value = { $formula } positions pour un tour complet
table-inspector-angles-caption = Angle ω_{ $k } · pos de la paire { $k } à chaque position listée
table-inspector-angles-token = jeton
table-inspector-angles-pos = pos
table-inspector-angles-angle = angle (rad)
table-inspector-angles-sin = sin (coord. { $i })
table-inspector-angles-cos = cos (coord. { $i })
table-inspector-angles-label = Angles de la paire { $k }
table-inspector-circle-label = Cercle unité : le point (cos, sin) de la paire { $k } à chaque position listée
table-inspector-rotation-title = Un décalage d’une position est une rotation
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Passer de pos à pos + 1 ajoute φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) à l’angle de cette paire, quelle que soit pos. D’après les formules d’addition des angles, ce pas est une matrice fixe, [[cos φ, sin φ], [−sin φ, cos φ]], appliquée à [sin, cos] :
table-inspector-matrix-caption = Rotation pour la paire { $k }, décalage 1
table-inspector-matrix-new-sin = nouveau sin
table-inspector-matrix-new-cos = nouveau cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Vérification à pos { $pos } : la matrice multipliée par { $before } donne { $product } ; la formule à pos { $next } donne { $direct }.

# (table messages: end of section)


## Quiz: panels, bank, feedback, summary, author questions. Ids start with "quiz-".
# Numbers ($number, $total, $score, $seed, $n, …) arrive already written in the reader's digits;
# $count, $given, $open and $left are plain numbers that only choose a plural form.

# The quiz's title above the question bank.
quiz-heading = Quiz
# Label of the answer field.
quiz-your-answer = Votre réponse
# The button that submits an answer.
quiz-check = Vérifier
# The feedback region before any answer.
quiz-feedback-idle = Le retour sur votre réponse s’affiche ici.
# The verdict, in bold at the start of the feedback.
quiz-verdict-correct = Juste.
quiz-verdict-incorrect = Pas encore juste.
quiz-verdict-too-few-decimals = Trop peu de décimales.
quiz-verdict-unreadable = Illisible en tant que nombre.
quiz-verdict-ambiguous = Nombre ambigu.
# After the verdict: the mistake the checker recognised ($name: the slip's name).
quiz-likely-slip = Erreur probable : { $name }.
# Disclosure titles.
quiz-hint = Indice
quiz-solution = Solution

# Quiz: The single question Q1.

quiz-q1-title = Q1. Une coordonnée à la main
quiz-q1-prompt = Prenez d_model = 4 et la base habituelle 10000. Quelle valeur a la coordonnée 2 du vecteur de position PE(2) ? Arrondissez à au moins quatre décimales.
quiz-q1-hint-1 = La coordonnée 2 est paire, c’est donc un sinus, et elle appartient à la paire k = 1 (coordonnées 2 et 3).
quiz-q1-hint-2 = Le diviseur pour cette paire est 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02).
quiz-q1-solution-2 = sin(0.02) = 0.0199986667…, soit 0.0200 à quatre décimales (0.019999 à six).
quiz-q1-solution-3 = L’angle est petit, donc le sinus est presque égal à l’angle lui-même : sin(x) ≈ x − x³/6.
# Q1's feedback: what to do next.
quiz-q1-next-correct = Ouvrez la solution pour la comparer à votre démarche.
quiz-q1-next-incorrect = L’indice ci-dessous donne la première étape.

# Quiz: Asking before a change of the settings or of the attempt.

# $name: the setting's name as the settings form labels it (d_model, base, layout, origin).
quiz-ask-settings-title = Modifier les réglages du quiz ?
quiz-ask-settings-text = Une nouvelle valeur pour { $name } crée de nouvelles questions, et { $count ->
    [one] votre réponse donnée jusqu’ici sera effacée
   *[other] vos { $given } réponses données jusqu’ici seront effacées
  }.
quiz-ask-settings-go = Modifier et recommencer
quiz-keep-answers = Garder mes réponses
quiz-ask-start-over-title = Recommencer ?
quiz-ask-start-over-text = { $count ->
    [one] Votre réponse donnée jusqu’ici sera effacée
   *[other] Vos { $given } réponses données jusqu’ici seront effacées
  }. Les questions restent les mêmes.
quiz-ask-new-title = Poser de nouvelles questions ?
quiz-ask-new-text = { $count ->
    [one] Votre réponse donnée jusqu’ici sera effacée
   *[other] Vos { $given } réponses données jusqu’ici seront effacées
  }, et le quiz recommence avec d’autres questions.
quiz-ask-end-title = Terminer la tentative ?
quiz-ask-end-text = Vous pouvez encore réessayer { $count ->
    [one] une question
   *[other] { $open } questions
  }. Une fois la tentative terminée, toutes les réponses sont définitives.
quiz-end = Terminer la tentative
quiz-not-yet = Pas encore
quiz-start-over = Recommencer
quiz-new-questions = Nouvelles questions

# Quiz: When the quiz cannot be shown. $reason: the cause, a sentence of its own.

quiz-failed-bank = La banque de questions n’a pas pu être chargée : { $reason }
quiz-failed-panels = Le quiz n’a pas pu être chargé : { $reason }
quiz-failed-settings = Le quiz n’a pas pu être créé pour ces réglages : { $reason }
# Above the list of an author's questions that were refused (the reasons follow, one a line).
quiz-left-out = { $count ->
    [one] Une question de ce quiz est écartée :
   *[other] { $n } questions de ce quiz sont écartées :
  }
quiz-no-questions = Ce quiz n’a aucune question à poser :

# Quiz: The question bank's first line and what it says when its questions change.

# The settings the questions are for. $layout: interleaved or concatenated.
quiz-settings = d_model = { $dModel }, base { $base }, { $layout ->
    [concatenated] disposition concaténée
   *[interleaved] disposition entrelacée
  }, jetons numérotés à partir de { $origin }
# What the questions are about, by the quiz-topics value $topics.
quiz-topics = { $topics ->
    [rope] RoPE
    [both] l’encodage sinusoïdal et RoPE
   *[sinusoidal] l’encodage sinusoïdal
  }
# $settings: quiz-settings; $source: own (an author's list) or seed.
quiz-about = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } pour { $settings } ; { $source ->
    [own] { $count ->
        [one] écrite pour cette page
       *[other] écrites pour cette page
    }
   *[seed] graine { $seed }
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } sur { $topics } pour { $settings } ; { $source ->
    [own] { $count ->
        [one] écrite pour cette page
       *[other] écrites pour cette page
    }
   *[seed] graine { $seed }
  }.
quiz-changed-settings = Les réglages ont changé : voici de nouvelles questions pour { $settings }.
quiz-changed-topics = Nouvelles questions sur { $topics }.
quiz-changed-seed = Nouvelles questions (graine { $seed }).
quiz-changed-count = Le quiz compte désormais { $count ->
    [one] { $n } question
   *[other] { $n } questions
  }.
quiz-changed-questions = Les questions ont changé.

# Quiz: Place, progress and score.

quiz-where = Question { $number } sur { $total }.
quiz-progress = Question { $number } sur { $total } · Score { $score } sur { $total }
quiz-progress-finished = Terminé · Score { $score } sur { $total }
# $where: quiz-where or quiz-score.
quiz-welcome-back = Bon retour : { $count ->
    [one] votre réponse est restaurée
   *[other] vos { $given } réponses sont restaurées
  }. { $where }
quiz-score = Score { $score } sur { $total }.
quiz-answer-again = Pour répondre de nouveau à cette question, appuyez sur Réessayer.
quiz-answer-final = Cette réponse est définitive.
quiz-pick-one = Choisissez l’une des options, puis appuyez sur Vérifier.
quiz-open-again = La question { $number } sur { $total } est de nouveau ouverte. Score { $score } sur { $total }.
quiz-starting-over = Nouveau départ : question { $number } sur { $total }.
quiz-finished = Quiz terminé. Score { $score } sur { $total }.
quiz-ended = La tentative est terminée : toutes les réponses sont définitives. Score { $score } sur { $total }.
quiz-held = Ce quiz conserve ses questions et vos réponses : ses réglages sont verrouillés pour cette tentative.
quiz-solution-after-answer = La solution détaillée s’ouvre une fois la réponse à cette question définitive (juste, ou plus aucun essai restant).
quiz-solution-after-attempt = Les solutions détaillées s’ouvrent une fois la tentative terminée (toutes les réponses définitives, ou tentative terminée depuis la page du score).

# Quiz: Navigation.

quiz-try-again = Réessayer
quiz-previous-question = Question précédente
quiz-next-question = Question suivante
quiz-next-open = Prochaine question sans réponse
quiz-to-score = Voir votre score

# Quiz: The answer form of a choice question.

quiz-choose-all = Choisissez toutes les options qui sont vraies.
# An option's letter before its text ($letter: a, b, c …).
quiz-choice-letter = { $letter }.
# After each option the learner chose, once the answer is judged.
quiz-your-choice = (votre réponse)

# Quiz: The feedback after the verdict.

quiz-next-solution = Ouvrez la solution pour la comparer à votre démarche, ou continuez.
quiz-next-go-on = Passez à la question suivante.
quiz-retry-any = Appuyez sur Réessayer pour répondre encore une fois, ou ouvrez l’indice.
quiz-retry-count = Vous pouvez répondre à cette question { $count ->
    [one] encore une fois
   *[other] encore { $left } fois
  } : appuyez sur Réessayer, ou ouvrez l’indice.
quiz-final = Cette réponse est définitive : il ne reste plus aucun essai pour cette question.
quiz-type-more-decimals = Saisissez plus de décimales et appuyez de nouveau sur Vérifier.
# $response: the answer as the learner gave it.
quiz-your-answer-was = Votre réponse était { $response }.
quiz-all-answered = { $count ->
    [one] La question a
   *[other] Les { $total } questions ont
  } une réponse : score { $score } sur { $total }.
# An author's feedback on one option chosen ($feedback: the author's words).
quiz-option-feedback = { $letter }. { $feedback }
# The checker of an author's choice question.
quiz-choice-correct-one = C’est bien l’option qui est vraie.
quiz-choice-correct-several = Ce sont exactement les options qui sont vraies.
quiz-choice-incorrect-one = Cette option n’est pas vraie.
quiz-choice-incorrect-several = Les options choisies ne sont pas exactement celles qui sont vraies.
quiz-choice-unreadable = Choisissez une ou plusieurs des { $n } options, puis appuyez sur Vérifier.

# Quiz: The score page.

quiz-summary-heading = Votre score
quiz-summary-score = Vous avez répondu correctement à { $score } sur { $count ->
    [one] { $total } question
   *[other] { $total } questions
  } ({ $percent } %).
# A line of the results: the question's topic, then its outcome in bold.
quiz-result-topic = { $topic } :
quiz-result-correct = juste
quiz-result-incorrect = pas juste
quiz-result-slip = (erreur probable : { $name })
quiz-review = Revoir les questions
# $numbers: the question numbers, listed with quiz-list-two and quiz-list-more.
quiz-open-numbers = Vous pouvez encore réessayer { $count ->
    [one] la question { $numbers }
   *[other] les questions { $numbers }
  }.
# A list of numbers: the last two, and each one before them.
quiz-list-two = { $first } et { $second }
quiz-list-more = { $first }, { $rest }
quiz-attempt-over = La tentative est terminée : toutes les réponses sont définitives.

# Quiz: What a question is about: the line above it, its line on the score page, its record's name.

quiz-topic-a = La position zéro
quiz-topic-b = La paire la plus rapide
quiz-topic-c = La paire la plus lente
quiz-topic-d = Une paire se répète, le vecteur non
quiz-topic-e = Un décalage est une rotation
quiz-topic-f = Une position très lointaine
quiz-topic-g = La plus grande longueur d’onde et la base
quiz-topic-h = Le produit scalaire de deux positions
quiz-topic-i = RoPE : l’angle d’une paire
quiz-topic-j = RoPE : le score d’attention
quiz-topic-k = RoPE : une fréquence mise à l’échelle
quiz-topic-l = RoPE : les paires qui ne font jamais un tour complet
quiz-topic-coordinate = Une coordonnée
quiz-topic-choice = Choisir les options qui sont vraies

# Quiz: The records a course platform receives (xAPI statements): names and descriptions.

quiz-statement-question = Question { $number } : { $topic }
quiz-statement-quiz = Quiz sur l’encodage positionnel sinusoïdal
quiz-statement-quiz-about = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } pour { $settings } ({ $source ->
    [own] { $count ->
        [one] écrite pour cette page
       *[other] écrites pour cette page
    }
   *[seed] graine { $seed }
  }).

# (quiz messages: end of section)


## Figures: titles, labels, readouts and text alternatives. Ids start with "figure-".

# Shared by several figures.
# The pair slider's label.
figure-pair-label = Paire k
# The pair slider's readout: $k the pair shown, $last the last pair (d_model/2 − 1).
figure-pair-readout = k = { $k } (0 à { $last })
# The same with a note about the pair, e.g. its frequency "ω₁ = 0.01".
figure-pair-readout-note = k = { $k } (0 à { $last }), { $note }
# What a screen reader says for the pair slider's value.
figure-pair-valuetext = paire { $k }
figure-pair-valuetext-note = paire { $k }, { $note }
# A pair's frequency, as a formula: $k is the pair's number as a subscript (₁).
figure-omega-note = ω{ $k } = { $omega }
# Between the items of a list inside a sentence (values at several positions).
figure-list-separator = {"\u202F"};{" "}
# Column header: the position.
figure-head-pos = pos

# Figure: the sine and cosine waves of one pair over position.
figure-waves-title = Les ondes d’une paire.
figure-waves-view-period = afficher une période entière
figure-waves-view-positions = ajuster aux positions listées
# The label of the two choices above (the horizontal range of the plot).
figure-waves-range = Étendue horizontale
figure-waves-values-region = Valeurs aux positions listées
figure-waves-x-label = position pos
# The marked span above the plot: $k the pair as a subscript; $end says where the period ends.
figure-waves-period = une période 2π/ω{ $k } = { $period }{ $end ->
        [beyond] {" "}(se termine hors de la vue)
        [arrow] {" "}→
       *[in] {""}
    }
# The key of the plot: $i the coordinate (column) of the sine or the cosine.
figure-waves-key-sin = sin, coordonnée { $i }
figure-waves-key-cos = cos, coordonnée { $i }
# One item of the drawing's text alternative.
figure-waves-label-value = pos { $pos } : sin { $sin }, cos { $cos }
# The drawing's text alternative; $values are items of figure-waves-label-value; $more: yes when
# there are more positions than those listed.
figure-waves-label = Sinus et cosinus de la paire { $k } (ω = { $omega }) de la position { $from } à la position { $to } ; une période fait { $period } positions. { $values }{ $more ->
        [yes] {"\u202F"}; …
       *[no] {""}
    }.
# The caption: $ksub the pair as a subscript, $layout interleaved or concatenated.
figure-waves-caption = sin(ω{ $ksub }·pos) et cos(ω{ $ksub }·pos) pour la paire k = { $k } (coordonnées { $sin } et { $cos }, { $layout ->
        [concatenated] disposition concaténée
       *[interleaved] disposition entrelacée
    }), ω{ $ksub } = { $base }^(−2·{ $k }/{ $d }) = { $omega } ; les points sont les positions listées.
figure-waves-desc = Les courbes se répètent toutes les 2π/ω{ $k } = { $period } positions (l’intervalle marqué).
# $turns: the part of a period the listed positions span.
figure-waves-desc-cover = Les positions listées couvrent { $turns } d’une période, donc cette paire { $movement ->
        [long] tourne beaucoup
        [visible] bouge visiblement
       *[barely] bouge à peine
    } sur cet intervalle.
figure-waves-table-caption = Valeurs aux positions listées
figure-waves-table-caption-first = Valeurs aux positions listées ({ $shown } premières sur { $total })
figure-waves-head-sin = sin · coord. { $i }
figure-waves-head-cos = cos · coord. { $i }
figure-heatmap-title = La matrice entière.
# The two layouts of a pair's sine and cosine in the vector (radio buttons and captions).
figure-layout-label = Disposition
figure-layout-interleaved = entrelacée
figure-layout-concatenated = concaténée
figure-heatmap-interleaved-note = (sin, cos, sin, cos …)
figure-heatmap-concatenated-note = (tous les sinus, puis tous les cosinus)
figure-rotation-title = Un décalage est une rotation.
figure-rotation-offset = Décalage Δ
figure-rotation-start = Départ p
figure-dot-title = Le produit scalaire ne dépend que du décalage.
figure-dot-span = Décalages affichés
figure-dot-numbers-region = Produits scalaires aux décalages marqués
figure-wavelengths-title = L’échelle des longueurs d’onde.
figure-wavelengths-context = Longueur de contexte
figure-wavelengths-compare = Comparer avec la base
figure-input-title = Ajouté une seule fois, à l’entrée.
figure-input-region = Plongements jouets, vecteurs de position et leurs sommes
figure-learned-title = La formule face à une table apprise.
figure-learned-look-up = Position recherchée
figure-precision-title = float32 et float64 naïf face aux valeurs exactes.
figure-precision-region = Tableaux float64 et float32
figure-rope-title = RoPE : une rotation à l’intérieur de l’attention.
figure-rope-offset = Décalage m − n
figure-rope-key-at = Clé en n
figure-rope-shift = Décaler les deux de t
figure-rope-numbers-region = Scores des vecteurs entiers
figure-rope-decay-title = La décroissance à long terme de RoPE.
figure-rope-decay-span = Distances affichées
figure-rope-decay-compare = Comparer avec la base
figure-rope-decay-region = La borne à quelques distances
figure-rope-scaling-title = Étendre le contexte : chaque longueur d’onde avant et après.
figure-rope-scaling-model = Modèle
figure-rope-scaling-method = Mise à l’échelle
figure-rope-scaling-region = La longueur d’onde de chaque paire avant et après
# The heat map's axis labels (the arrows point along the axes: keep them).
figure-heatmap-x-label = coordonnée i →
figure-heatmap-y-label = position ↓
# The colour scale: $low, $zero and $high are the numbers −1, 0 and +1.
figure-heatmap-legend-label = Échelle de couleurs : { $low } à l’extrémité froide, { $zero } neutre, { $high } à l’extrémité chaude.
figure-heatmap-legend-low = { $value }
figure-heatmap-legend-high = { $value }
figure-heatmap-legend-note = (valeurs de sin et cos ; 0 est la couleur du milieu)
figure-heatmap-keys = Pointez la carte (ou touchez-la et faites glisser) pour lire une valeur ; ou donnez-lui le focus et utilisez les touches fléchées (Maj : dix pas, Page préc./Page suiv. : un dixième des lignes, Début/Fin : première/dernière coordonnée). Zoomez avec + et −, la molette ou un pincement, jusqu’aux cellules individuelles ; 0 affiche la carte entière ; faites glisser pour déplacer une carte zoomée.
figure-heatmap-zoom = Zoom
figure-heatmap-zoom-in = Zoom avant
figure-heatmap-zoom-out = Zoom arrière
figure-heatmap-zoom-whole = Afficher la carte entière
figure-heatmap-zoom-whole-button = Carte entière
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = Une carte de { $size } (par exemple 4096 × 1024) ; réduisez max-len ou d_model.
# Beside the zoom buttons: the part of the map on screen.
figure-heatmap-view-whole = Carte entière.
figure-heatmap-view = Lignes { $r0 } à { $r1 }, colonnes { $c0 } à { $c1 }.
figure-heatmap-order-interleaved = Les colonnes alternent sinus et cosinus, paire par paire.
figure-heatmap-order-concatenated = Les colonnes 0 à { $last } sont les sinus, les colonnes { $first } à { $end } les cosinus.
# The map's text alternative: $rows positions by $d coordinates; $layout interleaved or concatenated.
figure-heatmap-label = Carte de chaleur de PE(pos, i) : { $rows } positions (lignes 0 à { $last }) sur { $d } coordonnées (colonnes 0 à { $lastColumn }), base { $base }, disposition { $layout ->
        [concatenated] concaténée
       *[interleaved] entrelacée
    }. La couleur va du froid à { $low } au chaud à { $high }, en passant par le neutre à { $zero }.
# $order is figure-heatmap-order-…; $first and $last are wavelengths in positions.
figure-heatmap-desc = Chaque ligne est une position, chaque colonne une coordonnée. { $order } La première paire se répète toutes les { $first } positions, si bien que ses colonnes scintillent d’une ligne à l’autre ; la longueur d’onde de la dernière paire est de { $last } positions, si bien que ses colonnes changent lentement{ $cycle ->
        [never] {" "}et n’achèvent jamais un cycle sur cette carte
       *[some] {""}
    }.
figure-heatmap-caption = PE(pos, i) pour les positions 0 à { $last } (max_len = { $rows }) en lignes et les coordonnées 0 à { $lastColumn } en colonnes, d_model = { $d }, base { $base }, disposition { $layout ->
        [concatenated] concaténée
       *[interleaved] entrelacée
    } : un pixel par valeur.
figure-heatmap-readout-none = Pointez la carte, ou donnez-lui le focus et appuyez sur une touche fléchée, pour lire une valeur.
# The readout of one cell, before its value: $fn is sin or cos; the value follows "PE =".
figure-heatmap-readout = position { $row }, coordonnée { $col } ({ $fn } de la paire { $k }) : PE ={" "}
# The same when the positions are counted from another origin: $token the token's number.
figure-heatmap-readout-token = position { $row } (jeton { $token }), coordonnée { $col } ({ $fn } de la paire { $k }) : PE ={" "}
# After the value: how it is computed ($k the pair as a subscript).
figure-heatmap-readout-how = {" "}= { $fn }({ $row } · ω{ $k }), ω{ $k } = { $omega }

# Figure: an offset Δ turns each pair's sub-vector on its unit circle.
# Under the magnified inset: $zoom how many times it is magnified.
figure-rotation-zoom = bord du cercle aux extrémités, ×{ $zoom }
figure-rotation-axes = Horizontalement : cos, coordonnée { $cos }. Verticalement : sin, coordonnée { $sin }.
# $turn: which way the pair turns (the sign of Δ).
figure-rotation-label = Cercle unité de la paire { $k } : le sous-vecteur en p = { $p } (angle { $angleP } rad) et en p + Δ = { $q } (angle { $angleQ } rad), { $turn ->
        [clockwise] tourné dans le sens horaire (Δ est négatif)
        [none] pas tourné du tout (Δ = 0)
       *[counter] tourné dans le sens antihoraire
    } de ω·Δ = { $phi } rad.
# A formula: $k is the pair as a subscript, $degrees the angle in degrees.
figure-rotation-phi = φ = ω{ $k }·Δ = { $omega } × { $delta } = { $phi } rad ({ $degrees }°)
# $whole: the number of whole turns (chooses the plural), $wholeText the same number written out.
figure-rotation-turns = Cela fait { $turns } tours ; l’arc montre ce qui reste après { $whole ->
        [one] { $wholeText } tour complet
       *[other] { $wholeText } tours complets
    }.
figure-rotation-matrix = matrice de rotation pour le décalage
figure-rotation-vector-p = sous-vecteur en p = { $p }
figure-rotation-vector-q = sous-vecteur en p + Δ = { $q }
figure-rotation-rows = Lignes : [cos φ, sin φ] et [−sin φ, cos φ]. Les vecteurs empilent sin(ω{ $k }·pos) au-dessus de cos(ω{ $k }·pos) (coordonnées { $sin }, { $cos }). Le produit coïncide au dernier bit près avec PE({ $q }) calculé directement.
figure-rotation-rows-within = Lignes : [cos φ, sin φ] et [−sin φ, cos φ]. Les vecteurs empilent sin(ω{ $k }·pos) au-dessus de cos(ω{ $k }·pos) (coordonnées { $sin }, { $cos }). Le produit coïncide avec PE({ $q }) calculé directement, à { $gap } près.
figure-rotation-caption = La paire k = { $k } sur son cercle unité : passer de p = { $p } à p + Δ = { $q } fait tourner la paire de ω{ $ksub }·Δ = { $phi } rad, { $turn ->
        [clockwise] dans le sens horaire (Δ est négatif)
        [none] c’est-à-dire pas du tout (Δ = 0)
       *[counter] dans le sens antihoraire
    }. La même matrice fonctionne à partir de n’importe quel p.
figure-rotation-desc = La matrice ne dépend que de Δ et de ω{ $k }, jamais de p : chaque paire tourne de son propre angle ω{ $k }·Δ, donc une seule application linéaire fixe par décalage déplace le vecteur entier. Un Δ négatif donne la rotation inverse.

# Figure: the dot product of two position vectors depends only on their offset.
# A choice of the offsets shown: from $low to $high.
figure-dot-span-option = { $low } … { $high }
figure-dot-x-label = décalage Δ = p − q
# In the key: $half is d/2, the largest value.
figure-dot-key-peak = pic d/2 = { $half } en Δ = 0 ; repères en ±Δ
figure-dot-label = Produit scalaire de PE(p0 + Δ) et PE(p0) pour Δ de { $low } à { $high }, pour p0 = { $pA } et p0 = { $pB } : les deux courbes coïncident (plus grand écart { $gap }), pic { $half } en Δ = 0, symétriques par rapport à Δ = 0 ; en Δ = ±{ $delta }, la valeur est { $value }.
figure-dot-caption = PE(p₀ + Δ)·PE(p₀) pour p₀ = { $pA } et pour p₀ = { $pB }, d_model = { $d } : une seule courbe, symétrique par rapport à Δ = 0.
figure-dot-desc-exact = Chaque paire apporte sin·sin + cos·cos = cos(ω_k Δ), donc la somme vaut Σ_k cos(ω_k Δ) : seul le décalage intervient, et cos(−x) = cos x rend ±Δ égaux. Sommées à partir des lignes du tableau, les deux courbes diffèrent d’au plus { $gap }, et elles coïncident exactement avec l’identité Σ_k cos(ω_k Δ) aux points vérifiés.
figure-dot-desc-within = Chaque paire apporte sin·sin + cos·cos = cos(ω_k Δ), donc la somme vaut Σ_k cos(ω_k Δ) : seul le décalage intervient, et cos(−x) = cos x rend ±Δ égaux. Sommées à partir des lignes du tableau, les deux courbes diffèrent d’au plus { $gap }, et elles coïncident avec l’identité Σ_k cos(ω_k Δ) à { $identity } près aux points vérifiés.

# Figure: the wavelength of every pair on a log scale, against the context length.
figure-wavelengths-x-label = { $layout ->
        [concatenated] paire k (coordonnées k et k + d/2)
       *[interleaved] paire k (coordonnées 2k et 2k + 1)
    }
figure-wavelengths-y-label = longueur d’onde λₖ (positions, échelle log)
# The line of the context length: $context positions.
figure-wavelengths-context-mark = contexte { $context }
# How the slowest pair compares with the context: $ratio the part of a cycle (or the number of cycles)
# across the context; $over of $pairs pairs are longer than it.
figure-wavelengths-longer = plus longue que le contexte de { $context } : la paire la plus lente n’y fait que { $ratio } de cycle, elle ordonne donc tout le contexte sans se répéter ({ $over } paires sur { $pairs } ont λₖ > { $context }).
figure-wavelengths-shorter = plus courte que le contexte de { $context } : même la paire la plus lente y fait { $ratio } tours, donc aucune paire à elle seule ne distingue le début du contexte de sa fin.
# After the formula λ_max = 2π · b^((d−2)/d): $last the slowest pair.
figure-wavelengths-general = {" "}, pour la paire la plus lente k = d/2 − 1 = { $last }.
figure-wavelengths-base = Base { $base } :{" "}
# After the formula of one base: $verdict is figure-wavelengths-longer or -shorter.
figure-wavelengths-line = {" "}= 2π × { $power } = { $lambda } positions, { $verdict }
# $over and $otherOver choose the plural; $overText and $otherOverText are the same numbers written out.
figure-wavelengths-label = Longueurs d’onde des { $pairs } paires sur une échelle log : avec la base { $base }, elles montent de { $first } à { $last } ; avec la base { $other }, jusqu’à { $otherLast }. La longueur de contexte { $context } est marquée : { $over ->
        [0] aucune paire
        [one] { $overText } paire
       *[other] { $overText } paires
    } avec la base { $base } et { $otherOver ->
        [0] aucune paire
        [one] { $otherOverText } paire
       *[other] { $otherOverText } paires
    } avec la base { $other } ont une longueur d’onde plus grande.
figure-wavelengths-caption = λₖ = 2π·b^(2k/d) pour chaque paire à d_model = { $d }, base { $base } (cercles) face à la base { $other } (carrés) ; les marques pleines sont les paires plus longues que le contexte de { $context } positions.
# When there are too many pairs to draw: every $stride-th pair is drawn.
figure-wavelengths-caption-sample = λₖ = 2π·b^(2k/d) pour chaque paire à d_model = { $d }, base { $base } (cercles) face à la base { $other } (carrés), une paire sur { $stride } dessinée ; les marques pleines sont les paires plus longues que le contexte de { $context } positions.

# Figure: the position vector is added once, at the input, to the token's embedding.
# Boxes of the diagram: the tokens, and the blocks of the network ($n: 1, 2 or N).
figure-input-tokens = jetons tᵢ
figure-input-block = bloc { $n }
# The diagram's notes beside PE(i): where it is added, and that the blocks do not add it again.
figure-input-added-once = ajouté ici, une seule fois
figure-input-inside-stack = dans la pile :
figure-input-no-pe-again = PE n’est plus ajouté
figure-input-inside-stack-no-pe = { figure-input-inside-stack } { figure-input-no-pe-again }
# The example sentence whose tokens the table shows, words separated by spaces (a word may come twice;
# it keeps its one row of made-up numbers). Any short sentence of the language will do.
figure-input-example-words = le chat s’est assis sur le tapis
# A token of the example sentence, quoted.
figure-input-quoted-word = « { $word } »
figure-input-desc = Le vecteur de position a la même largeur que le plongement, d_model, et il est ajouté une seule fois, avant le premier bloc. Les blocs mélangent et transforment ensuite la somme ; aucun d’eux ne reçoit de nouveau PE(i). Un réseau qui ajouterait le même vecteur à chaque couche serait une autre architecture.
figure-input-label = Diagramme : les jetons sont recherchés dans la table de plongements E ; PE(i) est ajouté une fois à E[t_i] ; la somme x_i entre dans le bloc 1, puis le bloc 2, jusqu’au bloc N, et aucun bloc n’ajoute de nouveau PE.
# $shown: first when only the first $cols coordinates are shown; $origin: moved when token numbers
# start elsewhere than position 0 ($originText); $decimals chooses the plural.
figure-input-table-caption = Plongements jouets (nombres inventés), d_model = { $d }{ $shown ->
        [first] , { $cols } premières coordonnées affichées
       *[all] {""}
    }{ $origin ->
        [moved] {"\u202F"}; le jeton i est à pos = i − { $originText }
       *[zero] {""}
    }{"\u202F"}; valeurs arrondies à { $decimals ->
        [one] { $decimalsText } décimale
       *[other] { $decimalsText } décimales
    }
figure-input-head-token = jeton tᵢ
figure-input-head-term = terme
figure-input-head-coord = coord. { $c }
figure-input-caption = xᵢ = E[tᵢ] + PE(i) : la ligne de plongement de chaque jeton plus le vecteur de position de sa place, ajouté une fois avant le bloc 1.

# Figure: a learned table of positions against the formula, looked up past its end.
# The names of the two tracks.
figure-learned-track-table = table apprise
figure-learned-track-formula = formule
figure-learned-rows = lignes { $first } … { $last }
figure-learned-no-rows = aucune ligne
# Above the line of the position looked up.
figure-learned-pos = pos { $pos }
figure-learned-row = ✓ ligne
figure-learned-no-row = ✗ pas de ligne
figure-learned-computed = ✓ calculé
# $row: yes when the position looked up has a row in the table.
figure-learned-label = Axe des positions : une table apprise contient les lignes 0 à { $last } ; la position { $pos } { $row ->
        [yes] y a une ligne
       *[no] n’y a pas de ligne
    }, tandis que la courbe de la formule continue au-delà de { $last } et donne une valeur en { $pos }.
figure-learned-table-lead = Table apprise :{" "}
figure-learned-row-exists = la ligne { $pos } existe ; ses nombres sont ce que l’entraînement y a laissé.
# $between: yes when the position is not a whole number.
figure-learned-lookup-fails = lookup({ $pos }) échoue : une table de { $rows } lignes a les indices 0 … { $last }{ $between ->
        [yes] {" "}et aucune ligne entre les entiers
       *[no] {""}
    }, il n’y a donc aucun vecteur à ajouter.
figure-learned-formula-lead = Formule :{" "}
# After the formula's vector: which wave is drawn ($k the pair, $i its sine's coordinate).
figure-learned-wave = {" "}(onde dessinée : sin de la paire { $k }, coordonnée { $i }, ω = { $omega })
figure-learned-moral = Calculable ne veut pas dire généralisé. La formule renvoie un vecteur pour la position { $pos } aussi facilement que pour la position { $one }, et chaque composante reste entre { $low } et { $high }. Cela signifie seulement que l’entrée est définie : un modèle entraîné sur des séquences d’au plus { $rows } jetons peut encore avoir appris des schémas d’attention et des statistiques qui ne valent que jusqu’à { $rows }, et seuls des tests sur des entrées plus longues montrent s’il s’en sort.
figure-learned-caption = Une table apprise pour max_len = { $rows } positions face à la formule, consultée à la position { $pos }.

# Figure: float32 and a float64 computed the naive way (as NumPy's code does) against the exact values.
# Captions of the small tables.
figure-precision-exact = exact (ce cœur)
figure-precision-float32 = float32 (ω, pos·ω, sin/cos arrondis) ; chiffres modifiés marqués
figure-precision-float64 = float64 à la manière de NumPy (pos · div_term, puis sin/cos) ; chiffres modifiés marqués
figure-precision-error32 = |float32 − exact|
figure-precision-error64 = |float64 à la manière de NumPy − exact|
# The last column of the error tables: the largest error in the row (of all $d coordinates).
figure-precision-max = max
figure-precision-max-of = max sur { $d }
figure-precision-x-label = position (échelle log)
figure-precision-y-label = plus grande erreur de la ligne
# Shown when a listed position is so large that a float64 angle cannot hold the shown decimals.
figure-precision-warning = La position { $pos } est si grande que les nombres float64 voisins de l’angle pos·ω₀ = { $angle } sont espacés de { $spacing }. Un angle stocké en float64 peut être faux de la moitié de cet écart, { $half }, soit plus d’une demi-unité de la décimale { $place } ({ $threshold }) : un code qui calcule l’angle comme un seul produit float64, comme celui de NumPy, se trompe sur les dernières décimales affichées des paires rapides. Ce cœur réduit l’angle exactement, ses chiffres restent donc les chiffres exacts.
# The plot's text alternative: the largest errors near some positions; $cross32/$cross64: yes when
# the error crosses the line at $at32/$at64.
figure-precision-label = Plus grande erreur d’une ligne en fonction de la position, échelles log. float32 : { $e32a } vers la position 1000, { $e32b } vers la position 100000, { $e32c } vers la position 10 millions. float64 à la manière de NumPy : { $e64a } vers la position 10 millions, { $e64b } vers la position 10¹², { $e64c } vers la position 10¹⁵. La ligne d’une demi-unité de la décimale { $place } est franchie { $cross32 ->
        [yes] vers la position { $at32 }
       *[no] nulle part dans l’intervalle
    } par float32 et { $cross64 ->
        [yes] vers la position { $at64 }
       *[no] nulle part dans l’intervalle
    } par float64.
figure-precision-desc = float32 garde environ 7 chiffres significatifs, donc l’angle arrondi pos·ω peut être faux d’une demi-unité float32 de l’angle, qui croît proportionnellement à la position (la ligne pointillée ½ ulp₃₂) ; au-delà d’environ 2²⁴ ≈ 1.7·10⁷, float32 ne peut même plus représenter toutes les positions entières. { $cross32 ->
        [yes] Avec { $decimalsText } décimales affichées, float32 modifie les chiffres affichés à partir de la position { $at32 } environ.
       *[no] {""}
    } float64 calculé de manière naïve a le même problème environ 5·10⁸ fois plus tard (½ ulp₆₄) : le div_term de NumPy est arrondi en float64, et son erreur d’arrondi, multipliée par la position, devient une erreur sur l’angle{ $cross64 ->
        [yes] {"\u202F"}; avec { $decimalsText } décimales, il modifie les chiffres affichés à partir de la position { $at64 } environ
       *[no] {""}
    }, { $e64 } vers 10¹⁵. Ce cœur garde ω_k sur 256 bits et réduit l’angle exactement : ses valeurs restent précises à 10⁻¹⁵ près jusqu’à 2⁵³.
figure-precision-caption = Le tableau en float32, comme les frameworks le calculent souvent, et en float64 à la manière du code de NumPy, à côté des valeurs exactes, d_model = { $d }, base { $base } ; les deux erreurs croissent avec la position.

# Figure: RoPE turns the query and the key inside attention; their score depends on m − n only.
# The two choices of vectors q and k, and the label of that choice.
figure-rope-vectors = q et k
figure-rope-example = vecteurs d’exemple
figure-rope-ones = (1, 0) dans chaque paire
# The label of the choice of layout (which coordinates form a pair).
figure-rope-pairing = Appariement
# The pair's angle per position, a formula: $k the pair as a subscript.
figure-rope-pair-note = θ{ $k } = ω{ $k } = { $theta }
# Above each circle: the positions of the query (m) and the key (n).
figure-rope-panel = m = { $m }, n = { $n }
# Above the second circle: both moved by $t; $title is figure-rope-panel.
figure-rope-panel-shifted = les deux décalés de t = { $t } : { $title }
figure-rope-query = q en m
figure-rope-key = k en n
figure-rope-pair-product = paire { $k } : { $value }
figure-rope-angle = { $angle } rad
# Under the circles, one line per layout: the coordinates ($a, $b) that form pair k.
figure-rope-layout-row = { $layout ->
        [concatenated] concaténée : paire k = (k, k + d/2)
       *[interleaved] entrelacée : paire k = (2k, 2k + 1)
    } = ({ $a }, { $b })
figure-rope-layout-row-short = { $layout ->
        [concatenated] concaténée
       *[interleaved] entrelacée
    } : ({ $a }, { $b })
# After the line of the layout the widget uses.
figure-rope-used-here = {" "}— utilisée ici
figure-rope-across = Horizontalement : coordonnée { $a } de la paire ; verticalement : coordonnée { $b }. Le sens antihoraire est positif.
# $q and $k are lists of numbers such as [1, 0.5, −0.5, …].
figure-rope-vectors-example = q = { $q }, k = { $k } : les mêmes huit nombres répétés sur d coordonnées.
figure-rope-vectors-ones = q = k = { $v } : chaque paire vaut (1, 0), quelle que soit la disposition.
figure-rope-scores-caption = Le score des vecteurs entiers, d = { $d }
# Column headers of the scores table (the third is the formula m − n).
figure-rope-head-query = requête en
figure-rope-head-key = clé en
figure-rope-head-score = score
figure-rope-shift-same = Décaler les deux de t laisse le score inchangé, au dernier bit près.
figure-rope-shift-within = Décaler les deux de t laisse le score inchangé (à { $gap } près, arrondi).
figure-rope-swapped-same = Les échanger change le signe de m − n ; avec ces vecteurs, les termes en sinus s’annulent, donc le score reste le même.
figure-rope-swapped-changes = Les échanger change le signe de m − n, et le score change : il dépend du décalage signé.
# Followed by a formula: Σ_k cos((m − n)·θ_k) = PE(m)·PE(n).
figure-rope-bridge-lead = Avec q = k = (1, 0) dans chaque paire, les termes en sinus disparaissent et RoPE rejoint le tableau de 2017 :{" "}
# After that formula.
figure-rope-bridge-same = . Le score du cœur est { $score } et le produit scalaire du tableau { $dot } : le même nombre, au dernier bit près.
figure-rope-bridge-differ = . Le score du cœur est { $score } et le produit scalaire du tableau { $dot } : ils diffèrent de { $gap }, arrondi.
figure-rope-caption = Paire k = { $k } d’une requête en m = { $m } et d’une clé en n = { $n }, chacune tournée dans le sens antihoraire de sa position fois θ{ $ksub } : l’angle entre elles, et donc le score, ne dépend que de m − n = { $delta }.
figure-rope-desc = RoPE fait tourner la paire k de la requête de m·θ_k et celle de la clé de n·θ_k (la rotation de RoFormer : (x_a, x_b) devient (x_a cos − x_b sin, x_a sin + x_b cos)). Décaler les deux de t les fait tourner toutes deux de t·θ_k de plus, donc l’angle entre elles, et leur produit, ne change pas. Les bandes montrent quelles deux coordonnées forment la paire { $k } : voisines en disposition entrelacée (RoFormer, GPT-J, le code Llama de Meta), distantes d’un demi-vecteur en disposition concaténée (GPT-NeoX, le Llama de Hugging Face, Mistral, Qwen2).
# The coordinates of a pair in one layout: "$a and $b".
figure-rope-pair-in = { $a } et { $b }
figure-rope-label = Paire { $k } de q et k sur un cercle : tournées vers les positions m = { $m } et n = { $n }, elles sont séparées de { $gap } rad, produit { $product } ; décalées toutes deux de t = { $t }, elles tournent ensemble et restent séparées de { $gap } rad, produit { $product }. En dessous, la paire { $k } est formée des coordonnées { $layoutA } en disposition entrelacée et { $layoutB } en disposition concaténée.

# Figure: RoFormer's bound on the RoPE score falls as the relative distance grows.
# A choice of the distances shown: from $low to $high.
figure-rope-decay-span-option = { $low } … { $high }
figure-rope-decay-x-label = distance relative r = m − n
figure-rope-decay-y-label = borne du score
# In the key, and as a column header: the base of one curve.
figure-rope-decay-key = base { $base }
# Followed by a formula: bound(r) = (2/d)·Σ_j |S_j(r)|.
figure-rope-decay-formula-lead = RoFormer borne le score par{" "}
# Between that formula and the next: S_j(r) = Σ_l e^(i·r·θ_l).
figure-rope-decay-formula-mid = , où{" "}
# After the second formula: $half is d/2.
figure-rope-decay-formula-tail = {" "}additionne les tours des j premières paires (l = 0 … j − 1, j = 1 … d/2 = { $half }).
figure-rope-decay-start = En r = 0, tous les tours pointent dans la même direction : la borne vaut (d/2 + 1)/2 = { $value } pour d = { $d }.
figure-rope-decay-half-never = Avec la base { $base }, elle reste au-dessus de la moitié de cette valeur jusqu’à la dernière distance affichée.
figure-rope-decay-half = Avec la base { $base }, elle tombe pour la première fois à la moitié de cette valeur en r ≈ { $r }.
figure-rope-decay-table-caption = La borne à quelques distances
figure-rope-decay-caption = La borne de RoFormer sur le score RoPE en fonction de la distance relative r = 0 … { $high }, d = { $d }, base { $a } (trait plein) et base { $b } (tirets) : plus deux jetons sont éloignés, moins leurs tours s’additionnent.
figure-rope-decay-desc = Chaque paire tourne de r·θ_l entre la requête et la clé. En r = 0, tous les tours concordent ; quand r augmente, les paires rapides pointent dans toutes les directions et leur somme diminue, si bien qu’une requête accorde moins d’attention aux clés lointaines de même contenu. Une base plus grande garde plus de paires qui tournent lentement, donc la borne baisse plus lentement. C’est une borne, pas le score lui-même, et elle ne décroît pas forcément de façon régulière.
figure-rope-decay-label = Borne de décroissance en fonction de r de 0 à { $high } pour d = { $d } : elle part de { $start } pour les deux bases et vaut { $endA } avec la base { $a } et { $endB } avec la base { $b } en r = { $high }.
# Added to the text alternative when the widget's offset is on the plot: the bound there for both bases.
figure-rope-decay-label-offset = {" "}Au décalage r = { $r } : { $a } et { $b }.

# Figure: extending the context of a RoPE model; every pair's wavelength before and after scaling.
figure-rope-scaling-own = Vos propres réglages
# The scaling methods by their config.json type ($type); names of published methods stay as they are.
figure-rope-scaling-method-name = { $type ->
        [linear] Position Interpolation (linéaire)
        [ntk] NTK-aware
        [dynamic] NTK dynamique
        [yarn] YaRN
        [llama3] Llama 3.1 (llama3)
       *[none] aucune
    }
figure-rope-scaling-factor = Facteur s
figure-rope-scaling-x-label = paire k
figure-rope-scaling-y-label = longueur d’onde (positions, échelle log)
# In the key (λ_k = 2π/θ_k is a formula).
figure-rope-scaling-before = avant : λ_k = 2π/θ_k
figure-rope-scaling-after = après : { $method }
# Lines across the plot: the original and the extended context, in tokens.
figure-rope-scaling-original = contexte d’origine { $context }
figure-rope-scaling-extended = étendu { $context }
# Where a model's numbers come from: $name and $model name the model, $type is rope_scaling's type.
figure-rope-scaling-source = { $name } : le config.json de { $model } donne d = { $d } par tête, une base (rope_theta) de { $base } et un contexte de { $context } jetons, sans rope_scaling.
figure-rope-scaling-source-scaled = { $name } : le config.json de { $model } donne d = { $d } par tête, une base (rope_theta) de { $base } et un contexte de { $context } jetons, avec rope_scaling { $type } (facteur { $factor } sur un contexte d’origine de { $original }).
figure-rope-scaling-own-source = Les réglages du widget : d = { $d }, base { $base }, contexte d’origine de { $context } jetons (context-length).
# Each method is explained by a sentence around one or two formulas: -lead before the formula, -tail after it.
figure-rope-scaling-none-lead = Sans mise à l’échelle{" "}
figure-rope-scaling-none-tail = {"\u00A0"}: le contexte reste celui de l’entraînement.
figure-rope-scaling-linear-lead = Position Interpolation lit la position m comme m/s :{" "}
figure-rope-scaling-linear-tail = , chaque longueur d’onde devient s fois plus longue.
figure-rope-scaling-ntk-lead = La mise à l’échelle NTK-aware augmente la base :{" "}
figure-rope-scaling-ntk-tail = , la paire la plus lente devient s fois plus lente, la plus rapide reste inchangée.
figure-rope-scaling-dynamic-lead = NTK dynamique augmente la base avec la longueur de séquence L dès qu’elle dépasse L₀ :{" "}
figure-rope-scaling-dynamic-tail = {" "}en L = { $length }.
figure-rope-scaling-yarn-lead = YaRN garde les paires qui font de nombreux tours dans L₀ et interpole les paires lentes, avec une rampe γ_k entre les deux :{" "}
figure-rope-scaling-yarn-tail = {"\u202F"}; il multiplie aussi les logits d’attention par (0.1·ln s + 1)² = { $attention }.
figure-rope-scaling-llama3-lead = Llama 3.1 garde les paires telles que{" "}
figure-rope-scaling-llama3-mid = , divise la fréquence par s là où{" "}
figure-rope-scaling-llama3-tail = , et mélange les deux entre ces limites.
figure-rope-scaling-counts = Sur les { $pairs } paires, { $kept } gardent leur longueur d’onde, { $stretched } sont étirées d’un facteur { $s } et { $between } se situent entre les deux.
# $before and $after choose the plural; $beforeText and $afterText are the same numbers written out.
figure-rope-scaling-turns = { $before ->
        [one] { $beforeText } paire n’achève jamais
       *[other] { $beforeText } paires n’achèvent jamais
    } un tour dans les { $original } jetons du contexte d’origine ; après mise à l’échelle, { $after ->
        [one] { $afterText } n’en achève jamais
       *[other] { $afterText } n’en achèvent jamais
    } un dans les { $extended } jetons du contexte étendu.
figure-rope-scaling-table-caption = Longueurs d’onde en positions
figure-rope-scaling-caption = { $name }, d = { $d } : la longueur d’onde de chaque paire avant (cercles) et après { $method } (carrés), face au contexte d’origine de { $original } jetons.
figure-rope-scaling-caption-extended = { $name }, d = { $d } : la longueur d’onde de chaque paire avant (cercles) et après { $method } (carrés), face au contexte d’origine de { $original } jetons et au contexte étendu de { $extended }.
figure-rope-scaling-desc = Un modèle apprend ce que font ses paires sur le contexte sur lequel il a été entraîné. Les paires dont la longueur d’onde est plus courte que ce contexte ont fait de nombreux tours et restent fiables au-delà ; les paires plus longues n’ont jamais achevé un tour, si bien que les positions au-delà du contexte leur donnent des angles que le modèle n’a jamais vus. Les méthodes ralentissent ces paires (une longueur d’onde plus grande) pour que le contexte étendu corresponde à des angles vus pendant l’entraînement.
figure-rope-scaling-label = { $name } : { $pairs } paires. Avant mise à l’échelle, leurs longueurs d’onde vont de { $firstBefore } à { $lastBefore } positions ; après { $method }, de { $firstAfter } à { $lastAfter }. { $kept } paires gardent leur longueur d’onde et { $stretched } sont étirées. Le contexte d’origine { $original } et le contexte étendu { $extended } sont marqués.

# (figure messages: end of section)


## Share and course platforms. Ids start with "share-" and "lms-".

# The share panel: the code that puts this view on another page, the table as text, the figures as files.

share-code-title = Placer cette vue sur une autre page
share-code-note = Seuls les réglages qui diffèrent des valeurs par défaut sont écrits.
# dist/sinusoidal-pe.js is a file name: keep it as it is.
share-tag-label = La balise (la page charge aussi dist/sinusoidal-pe.js)
share-tag-copy = Copier la balise
share-iframe-label = Le lien pour une iframe (embed.html)
share-iframe-copy = Copier le lien
# parent-origin= is a URL parameter: keep it as it is.
share-iframe-note = Après parent-origin=, ajoutez l’origine de la page de votre cours (par exemple https://course.example) : le cadre ne communique alors sa hauteur qu’à cette page.
share-package-label = La commande pour un paquet SCORM ou H5P de ce quiz (npm run package)
share-package-copy = Copier la commande
share-package-note = Exécutez-la dans une copie de sinusoidal-pe. Sans quiz-seed, chaque apprenant reçoit ses propres questions.
share-package-own = Enregistrez d’abord la liste de questions sous questions.json à côté.
share-table-title = Le tableau en texte
share-table-note = Les valeurs telles que le tableau les affiche, avec ses décimales et ses lignes d’en-tête.
# $format: the name of a text format (CSV, TSV, Markdown, LaTeX).
share-table-label = Le tableau en { $format }
share-table-copy = Copier en { $format }
share-figures-title = Les figures en images
share-figures-note = Le SVG garde chaque trait net ; le PNG est dessiné en taille double, pour l’impression. Chaque fichier prend la légende de la figure comme titre.
# The name of a download button (SVG or PNG); $figure is the figure's title, $type SVG or PNG.
share-figure-download = Télécharger { $figure } en { $type }
# Said after a Copy button wrote the clipboard; $what is one of the share-what-… messages.
share-copied = Copie effectuée dans le presse-papiers : { $what }.
share-selected = Cette page ne peut pas écrire dans le presse-papiers ; le contenu à copier ({ $what }) est sélectionné dans son champ : appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.
# What a Copy button copies, as share-copied and share-selected name it.
share-what-tag = la balise
share-what-link = le lien
share-what-command = la commande
share-what-table = le tableau en { $format }
# $file: the name of the file saved (sinusoidal-pe-waves.svg).
share-saved = Fichier { $file } enregistré.
# $message: why nothing was saved.
share-save-failed = Rien n’a été enregistré : { $message }
share-figure-empty = Cette figure n’a encore rien de dessiné à enregistrer.
share-png-failed = Le navigateur n’a pas pu créer le PNG.
# The first cell of a row of the copied table: token $token at position $position (numbers as written).
share-table-row = { $token } → pos { $position }

# (share messages: end of section)
