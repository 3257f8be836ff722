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

# Between two messages of one text (a worked step of several sentences, a verdict and its slip).
core-sentence-gap = { " " }
core-value-equals = = { $value }
core-value-approximately = ≈ { $value }
core-value-in-parentheses = ({ $value })
core-word-sine = sinus
core-word-cosine = cosinus
core-word-layout-interleaved = entrelacée
core-word-layout-concatenated = concaténée
core-unreadable-answer-too-long = La réponse est trop longue pour être un nombre (plus de { $max } caractères).
core-unreadable-not-a-number = Impossible de lire un nombre dans « { $typed } ».
core-unreadable-no-digits = La réponse contient un signe ou un séparateur décimal, mais aucun chiffre.
core-unreadable-after-the-number = Impossible de lire « { $rest } » après le nombre.
core-answer-unreadable = { $problem } Saisissez un nombre décimal comme { $example }.
core-answer-correct = Juste : { $value } correspond à la valeur exacte { $exact } à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    } près.
core-answer-too-few-decimals = Juste jusqu’ici, mais { $value } n’a que { $typed } { $typed ->
        [one] décimale
       *[other] décimales
    } ; la question demande au moins { $asked } { $asked ->
        [one] décimale
       *[other] décimales
    }. Gardez plus de chiffres.
core-answer-too-small = Pas tout à fait : { $value } est trop petit de plus de { $tolerance }, l’écart toléré à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }. { $advice }
core-answer-too-large = Pas tout à fait : { $value } est trop grand de plus de { $tolerance }, l’écart toléré à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }. { $advice }
core-answer-advice-check-each-step = Ce n’est pas une question d’arrondi : vérifiez chaque étape de votre calcul.
core-answer-advice-round-not-cut = C’est pourtant proche : vérifiez les derniers chiffres de votre calcul et arrondissez le dernier au lieu de le tronquer.
core-answer-advice-check-rounding = C’est pourtant proche : vérifiez les derniers chiffres de votre calcul et la façon dont vous avez arrondi.
core-answer-truncated = Pas tout à fait : { $value } ressemble à la valeur exacte tronquée après { $typed } { $typed ->
        [one] décimale
       *[other] décimales
    } au lieu d’être arrondie. Les chiffres supprimés valent au moins une demi-unité du dernier chiffre conservé, ce chiffre devrait donc augmenter d’une unité (en s’éloignant de zéro).
core-answer-truncated-too-few-decimals = Pas tout à fait : { $value } ressemble à la valeur exacte tronquée après { $typed } { $typed ->
        [one] décimale
       *[other] décimales
    } au lieu d’être arrondie. Les chiffres supprimés valent au moins une demi-unité du dernier chiffre conservé, ce chiffre devrait donc augmenter d’une unité (en s’éloignant de zéro) ; la question demande aussi au moins { $asked } { $asked ->
        [one] décimale
       *[other] décimales
    }.
core-answer-slip = Pas tout à fait : { $value } correspond à une erreur courante. { $explanation }
# The settings a question is for, after its prompt. $topic: sinusoidal or rope; $layout: none (the
# question does not depend on it), interleaved, concatenated (the 2017 encoding's layouts) or
# rope-interleaved, rope-concatenated (RoPE's pairs); $numbered: yes when the origin matters.
core-settings-note = ({ $topic ->
        [rope] RoPE, d = { $d }
       *[sinusoidal] d_model = { $d }
    }, base { $base }{ $layout ->
        [interleaved] , disposition entrelacée
        [concatenated] , disposition concaténée
        [rope-interleaved] , paires (2k, 2k + 1)
        [rope-concatenated] , paires (k, k + d/2)
       *[none] {""}
    }{ $numbered ->
        [yes] , jetons numérotés à partir de { $origin }
       *[no] {""}
    })
core-formula-omega-zero = ω_0 = { $base }^0 = 1
core-formula-omega = ω_{ $k } = { $base }^(−{ $twoK }/{ $dModel }) ≈ { $omega }
core-formula-theta-zero = θ_0 = { $base }^0 = 1
core-formula-theta = θ_{ $k } = { $base }^(−{ $twoK }/{ $d }) ≈ { $theta }
core-list-gap = {"\u202F"};
core-list-gap-skipped = {"\u202F"}; …{"\u202F"};
core-list-end = { "." }
core-step-dot-terms = Termes :
core-step-dot-term = k = { $k } : cos({ $omega } × { $gap }) ≈ { $cosine }{ $after }
core-list-gap-more = {"\u202F"}; ….
core-vector-list = [{ $entries }]
core-vector-sparse = { $entries } et 0 ailleurs
core-vector-zero = uniquement des zéros
core-step-rope-score-term = k = { $k } (coordonnées { $first }, { $second }) : { $dot } × cos({ $angle }) + { $cross } × sin({ $angle }) ≈ { $term }{ $after }
core-step-rope-score-no-terms = chaque paire de q ou de k est nulle.
core-refuse-option-index = { $name } doit être l’indice d’une option, un nombre entier de 0 à { $last } ; valeur reçue : { $received }.
core-check-choose-an-option = Choisissez l’une des { $count } options par son numéro (0 à { $last }) ou par sa lettre (a à { $lastLetter }).
core-check-option-correct = Juste : l’option { $option } (« { $statement } ») est correcte.
core-check-option-wrong = Pas tout à fait : l’option { $option } (« { $statement } ») n’est pas vraie.
core-slip-name-degrees = angle pris en degrés
core-slip-name-sin-cos-swapped = sinus et cosinus intervertis
core-slip-name-origin-off-by-one = origine des indices décalée de un
core-slip-name-exponent-uses-i = exposant construit à partir de i au lieu de 2k
core-slip-name-wrong-pair = fréquence d’une autre paire utilisée
core-slip-name-layout-concatenated = disposition concaténée utilisée au lieu de l’entrelacée
core-slip-name-layout-interleaved = disposition entrelacée utilisée au lieu de la concaténée
core-slip-name-truncated = tronqué au lieu d’arrondi
core-slip-name-angle-instead-of-value = l’angle au lieu de son sinus ou de son cosinus
core-slip-name-all-zeros-at-position-zero = PE(0) pris pour un vecteur nul
core-slip-name-base-matters-at-zero = base supposée influer en position 0
core-slip-name-full-vector-repeats = vecteur entier supposé se répéter avec la paire la plus rapide
core-slip-name-fastest-pair-changes = paire la plus rapide supposée ne pas se répéter
core-slip-name-aliasing-base-specific = répétition supposée dépendre de la base
core-slip-name-rotation-sign = rotation dans le mauvais sens
core-slip-name-rotation-uses-position = rotation de l’angle de la position au lieu de celui du décalage
core-slip-name-wavelength-missing-2pi = longueur d’onde sans le facteur 2π
core-slip-name-wavelength-as-frequency = fréquence donnée au lieu de la longueur d’onde
core-slip-name-wavelength-uses-full-base = exposant pris égal à 1 au lieu de (d_model − 2)/d_model
core-slip-name-wavelength-fastest-pair = longueur d’onde de la paire la plus rapide au lieu de la plus lente
core-slip-name-base-too-small = une base dont la plus grande longueur d’onde est plus courte que le contexte
core-slip-name-base-lambda-missing-2pi = base choisie sans le facteur 2π
core-slip-name-base-larger-than-needed = une base plus grande que nécessaire
core-slip-name-dot-single-pair = une seule paire comptée
core-slip-name-dot-d-model = d_model termes au lieu de d_model/2
core-slip-name-dot-uses-positions = positions additionnées au lieu d’être soustraites
core-slip-name-dot-sines-only = seuls les produits de sinus additionnés
core-slip-name-rope-absolute-offset = |m − n| utilisé pour un décalage signé
core-slip-name-rope-clockwise = rotation prise dans le sens horaire
core-slip-name-rope-one-based-index = le i de RoFormer, compté à partir de 1, lu comme le k du code
core-slip-name-ntk-exponent-dropped = exposant d/(d − 2) de NTK omis
core-slip-name-interpolation-on-base = Position Interpolation appliquée à la base au lieu des positions
core-unreadable-answer-empty = La réponse est vide.
core-unreadable-answer-contains-control-character-which-not = La réponse contient un caractère de contrôle, qui ne fait pas partie d’un nombre.
core-unreadable-nan-not-number-can-checked = NaN n’est pas un nombre vérifiable.
core-unreadable-infinity-not-answer-can-checked = Infinity n’est pas une réponse vérifiable.
core-unreadable-hexadecimal-numbers-not-accepted-write-value = Les nombres hexadécimaux ne sont pas acceptés ; écrivez la valeur en décimal.
core-unreadable-grouping-separator = La réponse « { $typed } » semble grouper ses chiffres par milliers (avec une espace, un point, une virgule ou ٬), ce qui la rend ambiguë ; écrivez-la avec un seul séparateur décimal et sans séparateur de milliers.
core-unreadable-two-decimal-marks = La réponse « { $typed } » a plus d’un séparateur décimal ; un nombre en a au plus un, un point ou une virgule.
core-unreadable-mixed-scripts = La réponse « { $typed } » mélange des chiffres de deux écritures (comme 0-9 et ٠-٩) ; écrivez tous ses chiffres dans une seule écriture.
core-unreadable-exponent-after-e-has-no-digits = L’exposant après « e » n’a aucun chiffre (écrivez par exemple 2e-2).
core-unreadable-number-too-large-read = Le nombre est trop grand pour être lu.
core-refuse-decimals-must-whole-number-from-0 = decimals doit être un nombre entier de 0 à { $maxDecimals } ; valeur reçue : { $decimals }.
core-refuse-expected-must-finite-number-received = expected doit être un nombre fini ; valeur reçue : { $expected }.
core-refuse-power-ten-must-whole-number-from = La puissance de dix doit être un nombre entier de -400 à 400 ; valeur reçue : { $power }.
core-refuse-quantity-has-no-value-core-can = Cette quantité n’a aucune valeur que le cœur puisse calculer : un logarithme ou une puissance d’un nombre qui n’est pas positif, une division par zéro ou un argument trop grand.
core-refuse-quantity-written-with-at-most-18 = Une quantité s’écrit avec au plus 18 chiffres ; à la puissance de dix { $power }, elle en a davantage.
core-slip-explain-all-zeros-at-position-zero = Il semble que PE à la position 0 ait été pris pour un vecteur nul. Seuls les sinus y valent 0 ; chaque coordonnée cosinus vaut cos 0 = 1.
core-slip-explain-degrees = Il semble que l’angle ait été pris en degrés : { $fn }({ $angle }°) = { $value }. La formule mesure les angles en radians, la valeur est donc { $fn }({ $angle } rad).
core-slip-explain-sin-cos-swapped = Il semble que sinus et cosinus aient été intervertis : { $swappedFn }({ $angle }) = { $value }, mais la coordonnée { $coordinate } contient le { $function } de la paire { $pair } dans la disposition { $layout }.
core-slip-explain-position-counted-from-one = Il semble que les positions aient été comptées à partir de 1, avec pos = { $pos } − 1 = { $posMinusOne } : cela donne { $value }. PE({ $pos }) se trouve à la position pos = { $pos } de la formule, comptée à partir de 0.
core-slip-explain-position-plus-one = Il semble que 1 ait été ajouté à la position : avec pos = { $pos } + 1 = { $posPlusOne }, on obtient { $value }. La formule prend la position telle quelle, pos = { $pos }.
core-slip-explain-token-as-position = Il semble que le numéro de jeton ait été utilisé comme position : avec pos = { $token }, on obtient { $value }. Ici, les jetons sont numérotés à partir de 1, donc le jeton { $token } est à la position { $token } − 1 = { $pos }.
core-slip-explain-token-counted-from-one = Il semble que les positions aient été comptées à partir de 1 : avec pos = { $token } + 1 = { $posPlusOne }, on obtient { $value }. Ici, les jetons sont numérotés à partir de 0, donc le jeton { $token } est à la position { $pos }.
core-slip-explain-token-minus-one = Il semble que 1 ait été soustrait du numéro de jeton : avec pos = { $token } − 1 = { $pos }, on obtient { $value }. Ici, les jetons sont numérotés à partir de 0, aucune soustraction n’est donc nécessaire : pos = { $token }.
core-slip-explain-exponent-uses-i = Il semble que l’exposant ait été construit à partir de l’indice de coordonnée i = { $coordinate } au lieu de 2k = { $twoK } : { $fn }({ $pos } / { $base }^({ $coordinate }/{ $dModel })) = { $value }. Les deux coordonnées de la paire k partagent l’exposant 2k/d_model.
core-slip-explain-exponent-uses-two-i = Il semble que l’exposant ait utilisé 2i = { $twoI } au lieu de 2k = { $twoK } : { $fn }({ $pos } / { $base }^({ $twoI }/{ $dModel })) = { $value }. Dans PE(pos, 2k), 2k est la coordonnée paire de la paire, et non le double de l’indice de coordonnée.
core-slip-explain-other-layout = Il semble que la disposition { $usedLayout } ait été utilisée : la coordonnée { $coordinate } y est le { $usedFunction } de la paire { $usedPair }, ce qui donne { $value }. Cette question utilise la disposition { $layout }, où c’est le { $function } de la paire { $pair }.
core-slip-explain-pair-zero-frequency = Il semble que la position ait été utilisée comme angle, comme pour la paire 0 : { $fn }({ $pos }) = { $value }. La coordonnée { $coordinate } appartient à la paire k = { $pair }, la position est donc d’abord divisée par { $base }^({ $twoK }/{ $dModel }) : l’angle vaut { $theta } rad.
core-slip-explain-neighbour-pair = Il semble que la fréquence de la paire { $usedPair } ait été utilisée : { $fn }({ $pos } / { $base }^({ $twoJ }/{ $dModel })) = { $value }. La coordonnée { $coordinate } appartient à la paire k = { $pair }, l’exposant est donc 2k/d_model avec k = { $pair }.
core-slip-explain-angle-instead-of-value = Il semble que la réponse se soit arrêtée à l’angle, { $angle } rad. La coordonnée est le { $function } de cet angle, qui est toujours compris entre −1 et 1.
core-refuse-layout-must-interleaved-sin-cos-sin = la disposition doit être "interleaved" (sin, cos, sin, cos, … comme dans l’article) ou "concatenated" (tous les sinus, puis tous les cosinus) ; valeur reçue : « { $name } ».
core-refuse-d-model-must-positive-even-integer = d_model doit être un entier pair positif, car les coordonnées vont par paires sinus–cosinus qui partagent une même fréquence ; valeur reçue : { $dModel }.
core-refuse-d-model-too-large = d_model doit valoir au plus { $max } pour que la page reste réactive ; valeur reçue : { $received }.
core-refuse-base-must-finite-number-greater-than = la base doit être un nombre fini supérieur à 1, pour que les fréquences diminuent d’une paire à la suivante ; valeur reçue : { $base }.
core-refuse-coordinate-index-must-whole-number-from = L’indice de coordonnée doit être un nombre entier de 0 à { $dModel } (d_model - 1) ; valeur reçue : { $i }.
core-refuse-pair-index-k-must-whole-number = L’indice de paire k doit être un nombre entier de 0 à { $pairs } (d_model/2 - 1) ; valeur reçue : { $k }.
core-refuse-position-not-finite = { $name } doit être un nombre fini ; valeur reçue : { $received }.
core-refuse-position-beyond-2-53 = { $name } doit valoir au plus 2^53 = 9007199254740992 en valeur absolue, car au-delà un double ne peut pas représenter tous les numéros de jeton entiers : la position calculée ne serait pas celle demandée ; valeur reçue : { $received }.
core-subject-position = Une position
core-subject-offset = Un décalage
core-subject-query-position = La position m d’une requête
core-subject-key-position = La position n d’une clé
core-subject-relative-distance = Une distance relative r
core-refuse-origin-must-0-or-1-number = l’origine doit valoir 0 ou 1 (le numéro du premier jeton) ; valeur reçue : { $origin }.
core-refuse-token-not-whole = Le { $name } doit être un nombre entier d’au plus 10^15 en valeur absolue ; valeur reçue : { $received }.
core-name-token-number = numéro de jeton
core-name-offset = décalage
core-name-query-token-number = numéro de jeton m de la requête
core-name-key-token-number = numéro de jeton n de la clé
core-refuse-table-too-large = Un tableau de { $positions } positions × d_model { $dModel } a plus de { $max } valeurs, le maximum que cette page calcule en une fois ; utilisez moins de positions ou un d_model plus petit.
core-refuse-exact-quantitys-operation-not-one-cores = L’opération { $code } d’une quantité exacte ne fait pas partie de celles du cœur (0 à 15).
core-refuse-exact-quantitys-number-must-finite-number = Le nombre d’une quantité exacte doit être un nombre fini après l’opération 0.
core-refuse-exact-quantitys-operation-lacks-operand = L’opération { $code } d’une quantité exacte n’a pas d’opérande.
core-refuse-exact-quantitys-power-base-n-d = La puissance base^(n/d) d’une quantité exacte prend trois nombres : une base supérieure à 0, n et un d supérieur à 0.
core-refuse-exact-quantitys-sum-over-pairs-takes = La somme sur les paires d’une quantité exacte prend cinq nombres : deux positions d’au plus 2^53, une base supérieure à 1, un d_model pair et un nombre de paires de 1 à d_model/2.
core-refuse-exact-quantity-nests-more-than-values = Une quantité exacte imbrique plus de { $stack } valeurs.
core-refuse-exact-quantity-must-leave-one-value = Une quantité exacte doit laisser une seule valeur ; celle-ci en laisse { $depth }.
core-prompt-aliasing-fastest-pair-k-0-0-1 = La paire la plus rapide (k = 0, ω_0 = 1) a une période d’exactement 2π, donc à la position de formule pos = { $piMultiple }π ≈ { $pos }, son sinus et son cosinus reviennent à 0 et 1, comme en pos = 0. Le reste du vecteur se répète-t-il aussi ? Calculez la coordonnée { $i } (elle appartient à la paire k = { $pair }) en pos = { $piMultiple }π ; ici, pos est une position de la formule, pas un numéro de jeton. Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-hint-aliasing-pair-k-turns-at-k-b = La paire k tourne à ω_k = b^(−2k/d_model) ; en pos = { $piMultiple }π, son angle vaut ω_k × { $piMultiple }π, ce qui n’est un nombre entier de tours que si ω_k × { $turns } est un nombre entier.
core-step-aliasing-frequency = Sa fréquence est { $frequency }.
core-step-aliasing-at-pos-angle-rad-turns = En pos = { $piMultiple }π, l’angle vaut θ = { $omega } × { $pos } ≈ { $theta } rad, soit { $theta4 } tours.
core-step-aliasing-while-at-pos-0-same-coordinate = { $f }({ $theta }) ≈ { $value }, alors qu’en pos = 0 la même coordonnée vaut { $f } 0 = { $isSine }.
core-step-aliasing-with-d-model-2-there-only = Avec d_model = 2, il n’y a que la paire la plus rapide, donc ici le vecteur entier se répète bien : c’est l’une des raisons pour lesquelles les encodages utilisent de nombreuses paires de fréquences différentes.
core-step-aliasing-pe-pe-0-although-fastest-pair = Donc PE({ $piMultiple }π) ≠ PE(0) bien que la paire la plus rapide se répète : une paire seule peut se répéter (repliement), mais il faudrait que toutes les paires fassent des tours entiers en même temps pour que le vecteur se répète, ce que l’étalement des fréquences empêche sur toute plage réaliste.
core-slip-aliasing-whole-vector-assumed-repeat-with-fastest = Il semble que le vecteur entier ait été supposé se répéter avec la paire la plus rapide, ce qui donne la valeur en pos = 0, { $atZero }. La paire { $pair } tourne à ω = { $omega }, donc en pos = { $piMultiple }π elle a parcouru { $theta } rad, pas un tour entier.
core-refuse-aliasing-choice-question-needs-d-model = La question à choix sur le repliement nécessite un d_model d’au moins 4 : avec d_model = 2, l’unique paire se répète, et le vecteur entier aussi.
core-aliasing-only-fastest-pair-completes-whole-turns = Seule la paire la plus rapide fait des tours entiers sur { $piMultiple }π ; les autres paires tournent à des fréquences plus faibles et finissent ailleurs sur leur cercle.
core-aliasing-fastest-pair-has-0-1-period = La paire la plus rapide a ω_0 = 1 et une période d’exactement 2π, donc sur { $piMultiple }π elle revient exactement à son point de départ.
core-prompt-aliasing-settings-d-model-base-at-formula = Réglages : d_model = { $dModel }, base { $base }. Aux positions de formule p et p + { $piMultiple }π, la paire la plus rapide (ω_0 = 1) a exactement le même sinus et le même cosinus. Que peut-on dire des vecteurs complets PE(p) et PE(p + { $piMultiple }π) ?
core-hint-aliasing-compare-angle-each-pair-turns-through = Comparez l’angle que parcourt chaque paire sur { $piMultiple }π avec un nombre entier de tours.
core-step-aliasing-over-fastest-pair-turns-whole-turn = Sur { $piMultiple }π ≈ { $pos }, la paire la plus rapide fait { $turns } { $turns ->
        [one] tour complet
       *[other] tours complets
    } et revient à son point de départ.
core-step-aliasing-pair-1-has-turns-through-rad = La paire 1 a { $frequency }, elle parcourt donc { $theta1 } rad, soit { $theta12 } de tour : à partir de p = 0, son sinus passe de 0 à { $sinOf }.
core-step-aliasing-pe-p-pe-p-one-pair = Donc PE(p) ≠ PE(p + { $piMultiple }π) : une paire peut se répéter seule, mais le vecteur ne se répète que si chaque paire fait des tours entiers en même temps.
core-question-kind-coordinate = une question de type coordinate
core-question-kind-aliasing = une question de type aliasing
core-question-kind-rotation = une question de type rotation
core-question-kind-wavelength = une question de type wavelength
core-question-kind-dot = une question de type dot
core-question-kind-rope-angle = une question de type rope-angle
core-question-kind-rope-score = une question de type rope-score
core-question-kind-rope-scaled = une question de type rope-scaled
core-question-kind-rope-turns = une question de type rope-turns
core-question-kind-position-zero-choice = une question de type position-zero-choice
core-refuse-spec-unknown-parameter = spécification de question : { $name } n’est pas un paramètre accepté par { $question }, qui prend { $others } et { $last }.
core-refuse-spec-unknown-parameter-takes-one = spécification de question : { $name } n’est pas un paramètre accepté par { $question }, qui ne prend que { $last }.
core-refuse-spec-given-twice = spécification de question : { $name } est donné deux fois.
core-refuse-spec-missing = spécification de question : { $question } nécessite { $name } ; { $rule }.
core-refuse-spec-not-a-number = spécification de question : { $name } = { $received } n’est pas un nombre ; { $rule }.
core-refuse-spec-out-of-range = spécification de question : { $name } = { $received } est hors limites ; { $rule }.
core-refuse-spec-not-a-list = spécification de question : { $name } = { $received } n’est pas une liste ; { $rule }.
core-refuse-spec-entry-out-of-range = spécification de question : { $name } est hors limites ; { $rule }.
core-refuse-spec-entry-missing = spécification de question : { $name } nécessite { $stem }{ $missing }] ; { $rule }.
core-refuse-spec-not-an-object = spécification de question : { $name } = { $received } n’est pas un objet comme { $example }.
core-refuse-spec-object-missing = spécification de question : { $question } nécessite { $name }, un objet comme { $example }.
core-refuse-spec-not-allowed = spécification de question : { $name } = { $received } n’est pas autorisé ; { $rule }.
core-refuse-spec-kind-missing = spécification de question : kind est absent ; il doit valoir { $kinds } ou { $last }.
core-refuse-spec-kind-unknown = spécification de question : kind « { $kind } » n’est pas un type de question ; il doit valoir { $kinds } ou { $last }.
core-rule-decimals = decimals est un nombre entier de 1 à { $max }
core-rule-token = un numéro de jeton est un nombre entier de { $origin } à 10^15 (les jetons sont numérotés à partir de { $origin })
core-rule-rope-token = un numéro de jeton est un nombre entier de { $origin } à 10^6 (les jetons sont numérotés à partir de { $origin })
core-rule-pair = avec d_model = { $dModel }, l’indice de paire k est un nombre entier de 0 à { $last }
core-rule-coordinate = avec d_model = { $dModel }, l’indice de coordonnée est un nombre entier de 0 à { $last }
core-rule-offset = à partir du numéro de jeton { $token }, le décalage est un nombre entier de { $lowest } à { $highest }, pour aboutir à un numéro de jeton de { $origin } à 10^15
core-rule-rope-score-vectors = avec d_model = { $dModel }, q et k sont des listes de { $dModel } nombres de −1000 à 1000 (q[0] à q[{ $last }])
core-rule-turns = turns est un nombre entier de 1 à 1000
core-rule-context = la longueur de contexte est un nombre entier de jetons de 1 à 10^12
core-rule-rope-scaled-quantity = quantity vaut "frequency" (θ'_k) ou "wavelength" (λ'_k)
core-refuse-seed-must-whole-number-from-0 = seed doit être un nombre entier de 0 à 2^53 (9007199254740992) ; valeur reçue : { $seed }.
core-refuse-count-must-whole-number-from-1 = count doit être un nombre entier de 1 à { $maxQuizCount } (les questions d’un même quiz) ; valeur reçue : { $count }.
core-refuse-topics-must-sinusoidal-2017-encoding-rope = topics doit valoir "sinusoidal" (l’encodage de 2017), "rope" ou "both" ; valeur reçue : « { $topics } ».
core-refuse-coordinate-question-about-cell-b-c = Une question de coordonnée porte sur la cellule A, B, C ou F ; valeur reçue : « { $std } ».
core-prompt-coordinate-first-token-token-number-what-coordinate = Le premier jeton porte le numéro { $token }. Quelle est la coordonnée { $i } de son encodage positionnel ?
core-hint-coordinate-work-out-formula-position-first-token = Déterminez la position de formule du premier jeton (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }), puis demandez-vous ce que valent le sinus et le cosinus à cet angle.
core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 = La coordonnée { $i } appartient à la paire la plus rapide (k = 0, ω_0 = 1). Quelle est sa valeur pour le jeton numéro { $token } ?
core-hint-coordinate-with-0-1-angle-radians-equals = Avec ω_0 = 1, l’angle en radians est égal à la position pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }. Un tour complet fait 2π ≈ 6,2832 positions : voyez de combien il dépasse un nombre entier de tours.
core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what = La coordonnée { $i } appartient à la paire la plus lente (k = { $pair }). Quelle est sa valeur pour le jeton numéro { $token } ?
core-hint-coordinate-slowest-pair-has-over-small-arc = La paire la plus lente a ω = { $base }^(−{ $pair }/{ $dModel }). Sur un petit arc, le sinus est juste en dessous de l’angle lui-même (sin x ≈ x − x³/6).
core-prompt-coordinate-what-coordinate-positional-encoding-token-number = Quelle est la coordonnée { $i } de l’encodage positionnel du jeton numéro { $token } ?
core-hint-coordinate-find-pair-k-coordinate-frequency-k = Trouvez la paire k de la coordonnée et sa fréquence ω_k = b^(−2k/d_model), puis le { $function } de l’angle pos·ω_k en radians (pos = { $from ->
        [zero] t
       *[one] t − { $o }
    }).
core-prompt-coordinate-token-number-lies-far-beyond-short = Le jeton numéro { $token } se trouve bien au-delà des longueurs d’entraînement courtes. Quelle est la coordonnée { $i } de son encodage positionnel ?
core-hint-coordinate-angle-pos-k-large-but-sine = L’angle pos·ω_k est grand, mais le sinus et le cosinus se répètent tous les 2π : évaluez-le en radians (ou retirez d’abord les tours entiers).
core-prompt-coordinate-give-at-least-decimal-place = Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-coordinate-token-number-with-tokens-numbered-from = Le jeton numéro { $token }, avec des jetons numérotés à partir de { $o }, est à la position de formule pos = { $from ->
        [zero] { $pos }
       *[one] { $token } − { $o } = { $pos }
    }.
core-step-coordinate-frequency = Sa fréquence est { $frequency }.
core-step-coordinate-angle-pos-rad = L’angle vaut θ = pos · ω_{ $pair } = { $pos } × { $omega } { $theta } rad.
core-step-coordinate-every-pair-has-angle-0-at = Chaque paire a un angle de 0 en pos = 0, et sin 0 = 0, cos 0 = 1, donc la coordonnée { $i } vaut { $f } 0 = { $value }.
core-step-coordinate-pe-0-not-zero-vector-all = PE(0) n’est pas le vecteur nul : tous les sinus valent 0 et tous les cosinus 1, quelle que soit la base (ici { $vectorAtZero }).
core-step-coordinate-nearest-turns = Le nombre entier de tours le plus proche est { $turns } ({ $turns } × 2π ≈ { $turnsAngle }), l’angle se situe donc { $rest } rad { $side } de cette valeur, près du début du cercle.
core-step-coordinate-value-after-turns = { $fn }({ $angle }) = { $fn }({ $rest }) ≈ { $value }, soit { $rounded } à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-coordinate-value = { $fn }({ $angle }) ≈ { $value }, soit { $rounded } à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-coordinate-fastest-pair-comes-back-close-start = La paire la plus rapide revient près de son point de départ toutes les 2π ≈ 6,28 positions, mais jamais exactement sur une position entière ; les paires plus lentes distinguent de telles positions.
core-step-coordinate-only-full-turn-small-arc = Cela ne représente que { $theta } d’un tour complet, un petit arc.
core-step-coordinate-sine-below-angle-only-about-6 = Le sinus n’est inférieur à l’angle que d’environ θ³/6 ≈ { $theta } : cette paire varie presque linéairement avec la position, ce qui en fait un signal de position grossier et global.
core-step-coordinate-about-turns-removing-whole-turns-leaves = Cela fait environ { $theta } tours ; en retirant { $turns } tours entiers, il reste { $theta2 } rad.
core-step-coordinate-however-large-position-every-coordinate-stays = Aussi grande que soit la position, chaque coordonnée reste dans [−1, 1] et le vecteur entier a pour norme √(d_model/2) ≈ { $powOf } : rien ne croît avec la position.
core-prompt-dot-what-dot-product-pe-pe-encodings = Quel est le produit scalaire PE({ $tokenP }) · PE({ $tokenQ }) des encodages des jetons numéros { $tokenP } et { $tokenQ } ? Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-dot-each-pair-k-contributes-sin-k = Chaque paire k apporte sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q)), donc PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) sur { $pairs ->
        [one] l’unique paire
       *[other] les { $pairs } paires
    }.
core-step-dot-gap-p-q-index-origin-cancels = L’écart vaut p − q = { $tokenP } − { $tokenQ } = { $gap } (l’origine des indices s’annule dans la différence, et la disposition ne fait que réordonner les termes).
core-step-dot-sum = Somme : { $value }, soit { $rounded } à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-dot-at-zero-gap-every-term-cos = Pour un écart nul, chaque terme vaut cos 0 = 1, donc le produit scalaire vaut d_model/2 = { $pairs } : |PE(t)|² est le même pour tous les jetons.
core-step-dot-swapping-two-tokens-turns-gap-into = Échanger les deux jetons change l’écart en { $gap }, et le cosinus est pair, donc la valeur reste la même ; deux jetons quelconques distants de { $std } la donnent aussi.
core-slip-dot-only-pair-counted-cos-dot-product = Il semble que seule la paire { $k } ait été comptée : cos(ω_{ $k } × { $gap }) ≈ { $vValue }. Le produit scalaire additionne un tel terme pour { $pairs ->
        [one] l’unique paire
       *[other] chacune des { $pairs } paires
    }.
core-slip-dot-every-coordinate-counted-as-full-term = Il semble que chaque coordonnée ait été comptée comme un terme complet, ce qui double la somme : { $value }. Chaque paire donne un seul terme, sin·sin + cos·cos = cos(ω_k (p − q)), il y a donc d_model/2 termes, et non d_model.
core-slip-dot-positions-added-k-cos-k-p = Il semble que les positions aient été additionnées : Σ_k cos(ω_k (p + q)) ≈ { $sumPositions }. L’identité donne cos(ω_k (p − q)) : seul l’écart compte.
core-slip-dot-only-sine-products-summed-k-sin = Il semble que seuls les produits de sinus aient été additionnés : Σ_k sin(ω_k p) sin(ω_k q) ≈ { $sines }. Chaque paire apporte sin·sin + cos·cos.
core-slip-dot-angles-taken-degrees-k-cos-k = Il semble que les angles aient été pris en degrés : Σ_k cos(ω_k · { $gap }°) ≈ { $degrees }. La formule mesure les angles en radians.
core-slip-dot-exponent-built-from-pair-index-k = Il semble que l’exposant ait été construit à partir de l’indice de paire k au lieu de 2k, sous la forme b^(k/d_model) : cela donne { $exponentK }. La fréquence de la paire k est b^(−2k/d_model).
core-prompt-position-zero-which-statement-describes-positional-encoding-first = Quelle affirmation décrit l’encodage positionnel du premier jeton, le jeton numéro { $origin } ?
core-step-position-zero-token-number-at-formula-position-pos = Le jeton numéro { $origin } est à la position de formule pos = { $from ->
        [zero] 0
       *[one] { $origin } − { $origin } = 0
    }.
core-step-position-zero-every-pairs-angle-k-0-0 = L’angle de chaque paire vaut ω_k · 0 = 0, quel que soit ω_k, donc chaque sinus vaut sin 0 = 0 et chaque cosinus cos 0 = 1.
core-step-position-zero-pe-0-layout-fixed-pattern-length = Donc PE(0) = { $vectorAtZero } dans la disposition { $layout } : un motif fixe de norme √(d_model/2), et non le vecteur nul.
core-refuse-turns-must-whole-number-from-1 = turns doit être un nombre entier de 1 à 1000 ; valeur reçue : { $turns }.
core-refuse-context-length-must-whole-number-tokens = La longueur de contexte doit être un nombre entier de jetons de 1 à 10^12 ; valeur reçue : { $context }.
core-refuse-option-order-must-permutation-0-1 = L’ordre des options doit être une permutation de 0, 1, 2, 3.
core-refuse-question-asks-for-1-decimals-received = Une question demande de 1 à { $maxDecimals } décimales ; valeur reçue : { $decimals }.
core-refuse-rope-token-out-of-range = Le { $name } doit être un nombre entier de { $origin } à 10^6 (jetons numérotés à partir de { $origin }) ; valeur reçue : { $received }.
core-step-question-builder-interleaved-layout-even-coordinates-sines-odd = Dans la disposition entrelacée, les coordonnées paires sont des sinus et les impaires des cosinus, et les coordonnées 2k et 2k + 1 forment la paire k ; la coordonnée { $i } est donc le { $function } de la paire k = { $pair }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines = Dans la disposition concaténée, les coordonnées 0 à { $half } sont des sinus et les coordonnées { $half1 } à { $dModel } des cosinus, donc la coordonnée { $i } est le { $function } de la paire k = { $i }.
core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 = Dans la disposition concaténée, les coordonnées 0 à { $half } sont des sinus et les coordonnées { $half1 } à { $dModel } des cosinus, donc la coordonnée { $i } est le { $function } de la paire k = { $i } − { $half1 } = { $pair }.
core-prompt-rope-angle-rope-turns-pair-k-coordinates-query = RoPE fait tourner d’un certain angle la paire k = { $k } (coordonnées { $first } et { $second }) de la requête ou de la clé du jeton numéro { $token }. Quel est cet angle en radians, positif dans le sens antihoraire, sous la forme du produit complet m·θ_k (sans retirer les tours entiers) ? Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-rope-angle-tokens-position-m = La position du jeton est m = { $from ->
        [zero] { $m }
       *[one] { $token } − { $o } = { $m }
    }.
core-step-rope-angle-pair-k-turns-at-rad-per = La paire k = { $k } tourne à { $frequency } rad par position.
core-step-rope-angle-angle-m-rad-counter-clockwise-roformers = L’angle vaut m·θ_{ $k } = { $m } × { $theta } { $angle } rad, dans le sens antihoraire : le bloc [[cos, −sin], [sin, cos]] de RoFormer envoie (x_a, x_b) sur (x_a cos − x_b sin, x_a sin + x_b cos).
core-step-rope-angle-whole-turn-rad-more-layout-decides = Cela fait { $turns } { $turns ->
        [one] tour complet
       *[other] tours complets
    } et { $angle } rad de plus ; la disposition décide seulement quelles coordonnées forment la paire, pas l’angle.
core-step-rope-angle-less-than-one-turn-layout-decides = C’est moins d’un tour ; la disposition décide seulement quelles coordonnées forment la paire, pas l’angle.
core-slip-rope-angle-pair-turned-clockwise-m-k-rope = Il semble que la paire ait été tournée dans le sens horaire : cela donne −m·θ_k { $angle }. RoPE tourne dans le sens antihoraire, de +m·θ_k.
core-slip-rope-angle-angle-given-degrees-question-asks-for = Il semble que l’angle ait été donné en degrés, { $inDegrees }°. La question demande des radians.
core-slip-rope-angle-roformers-i-b-2-i-1 = Il semble que le θ_i = b^(−2(i − 1)/d) de RoFormer ait été utilisé avec son i, compté à partir de 1, pris comme k = { $k } : cela donne m × { $base }^(−{ $k2 }/{ $dModel }) { $oneBased }. RoFormer compte les paires à partir de i = 1 ; avec le k du code, compté à partir de 0, θ_k = b^(−2k/d).
core-slip-rope-angle-position-taken-as-instead-m-gives = Il semble que la position ait été prise égale à { $off } au lieu de m = { $m } : cela donne { $shifted }. Avec des jetons numérotés à partir de { $o }, le jeton numéro { $token } est à la position { $m }.
core-scaling-linear = Position Interpolation (mise à l’échelle linéaire, facteur { $factor })
core-scaling-ntk = la mise à l’échelle NTK-aware (facteur { $factor })
core-scaling-dynamic = la mise à l’échelle NTK dynamique (facteur { $factor }, contexte d’origine { $originalContext }, une séquence de { $length } jetons)
core-scaling-yarn = YaRN (facteur { $factor }, contexte d’origine { $originalContext }, betaFast { $betaFast }, betaSlow { $betaSlow }{ $truncate })
core-scaling-llama3 = la mise à l’échelle de Llama 3.1 (llama3 : facteur { $factor }, contexte d’origine { $originalContext }, lowFreqFactor { $lowFreqFactor }, highFreqFactor { $highFreqFactor })
core-refuse-rope-scaled-question-needs-scaling-method = Une question de type rope-scaled nécessite une méthode de mise à l’échelle ; aucune n’a été reçue.
core-prompt-rope-scaled-wavelength = Le contexte du modèle est étendu avec { $method }. Quelle est la longueur d’onde λ'_{ $k } = 2π/θ'_{ $k } de la paire k = { $k } après mise à l’échelle, en positions ? Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-prompt-rope-scaled-frequency = Le contexte du modèle est étendu avec { $method }. Quelle est la fréquence θ'_{ $k } de la paire k = { $k } après mise à l’échelle, en radians par position ? Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-rope-scaled-unscaled = Sans mise à l’échelle, { $frequency }.
core-step-rope-scaled-position-interpolation-reads-position-m-as = Position Interpolation lit la position m comme m/{ $factor }, ce qui revient à diviser chaque θ_k par { $factor } : θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-dynamic-factor = NTK dynamique utilise L = max(longueur, contexte d’origine) = { $length } : s·L/L₀ − (s − 1) = { $factor } × { $length }/{ $originalContext } − { $factorMinusOne } = { $raised }{ $remark }
core-step-rope-scaled-ntk-aware-scaling-raises-base-b = La mise à l’échelle NTK-aware augmente la base : b' = b × { $raised }^(d/(d − 2)) = { $base } × { $raised }^({ $dModel }/{ $dModel3 }) ≈ { $base4 }, donc θ'_{ $k } = b'^(−{ $k6 }/{ $dModel }) ≈ { $scaledExactly }.
core-step-rope-scaled-with-d-2-only-pair-has = Avec d = 2, l’unique paire a θ_0 = 1 quelle que soit la base, donc θ'_0 = 1.
core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow = YaRN cherche les paires qui font betaFast = { $betaFast } et betaSlow = { $betaSlow } tours sur le contexte d’origine : k(β) = d·ln(L₀/(2πβ))/(2·ln b) donne k({ $betaFast }) ≈ { $low } et k({ $betaSlow }) ≈ { $high }.
core-step-rope-scaled-ramp = { $range }entre les paires { $lo } et { $hi }, la part de θ_k/s croît linéairement : pour k = { $k }, elle vaut γ = clamp((k − { $lo })/({ $hi } − { $lo }), 0, 1) = { $ramp }.
core-step-rope-scaled-yarn-frequency = θ'_{ $k } = (1 − γ)·θ_{ $k } + γ·θ_{ $k }/{ $factor } ≈ { $scaledExactly }{ $remark }
core-step-rope-scaled-llama-3-1-compares-wavelength-2 = Llama 3.1 compare la longueur d’onde λ_{ $k } = 2π/θ_{ $k } ≈ { $wavelength } à L₀/highFreqFactor = { $shortest } et à L₀/lowFreqFactor = { $longest }.
core-step-rope-scaled-shorter-than-pair-keeps-frequency = λ_{ $k } est plus courte que { $shortest }, donc la paire garde sa fréquence : θ'_{ $k } = θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-longer-than-pair-interpolated = λ_{ $k } est plus longue que { $longest }, donc la paire est interpolée : θ'_{ $k } = θ_{ $k }/{ $factor } ≈ { $scaledExactly }.
core-step-rope-scaled-lies-between-two-mixed-smooth-l = λ_{ $k } se situe entre les deux, donc la fréquence θ_{ $k } est mélangée : smooth = (L₀/λ_{ $k } − { $lowFreqFactor })/({ $highFreqFactor } − { $lowFreqFactor }) ≈ { $smooth }, θ'_{ $k } = (1 − smooth)·θ_{ $k }/{ $factor } + smooth·θ_{ $k } ≈ { $scaledExactly }.
core-step-rope-scaled-wavelength = λ'_{ $k } = 2π/θ'_{ $k } ≈ { $value } positions{ $comparison }
core-phrase-rope-scaled-times-longer = , soit { $times } fois λ_{ $k }.
core-phrase-rope-scaled-as-before = , comme avant la mise à l’échelle.
core-slip-rope-scaled-factor-multiplied-base-b-2k-d = Il semble que le facteur ait multiplié la base, (b·{ $factor })^(−2k/d) : cela donne { $onBase }. Position Interpolation divise les positions (m/{ $factor }), donc chaque θ_k est divisé par { $factor }.
core-slip-rope-scaled-base-multiplied-without-exponent-d-d = Il semble que la base ait été multipliée par { $raised } sans l’exposant d/(d − 2) = { $dModel }/{ $dModel2 } : cela donne { $dropped }. La mise à l’échelle NTK-aware porte la base à b·{ $raised }^(d/(d − 2)), pour que la paire la plus lente soit interpolée exactement du facteur.
core-slip-rope-scaled-2-left-out-1-pair-repeats = Il semble que 2π ait été omis : 1/θ'_{ $k } ≈ { $scaledExactly }. Une paire se répète quand son angle augmente de 2π, donc λ' = 2π/θ'.
core-slip-rope-scaled-roformers-i-b-2-i-1 = Il semble que le θ_i = b^(−2(i − 1)/d) de RoFormer ait été utilisé avec son i, compté à partir de 1, pris comme k = { $k }, soit la fréquence de la paire { $k1 } : cela donne { $shifted }. Avec k compté à partir de 0, θ_k = b^(−2k/d).
core-refuse-must-number-from-1000-1000-received = { $name }[{ $j }] doit être un nombre de −1000 à 1000 ; valeur reçue : { $j2 }.
core-prompt-rope-score-query-q-at-token-number-m = Une requête q = { $query } est au jeton numéro m = { $tokenM } et une clé k = { $key } au jeton numéro n = { $tokenN }. RoPE fait tourner chaque paire de q de m·θ_k et chaque paire de k de n·θ_k, dans le sens antihoraire. Quel est le score d’attention q_m · k_n, le produit scalaire des deux vecteurs tournés (avant la mise à l’échelle par 1/√d) ? Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-rope-score-only-signed-offset-counts-m-n = Seul le décalage signé compte : m − n = { $tokenM } − { $tokenN } = { $offset } (la numérotation des jetons s’annule).
core-step-rope-score-sum = Somme : { $value }, soit { $rounded } à { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }. Les deux mêmes vecteurs aux jetons m + t et n + t donnent le même score pour tout t.
core-slip-rope-score-distance-m-n-used-for-offset = Il semble que la distance |m − n| = { $std } ait été utilisée comme décalage : cela donne { $absolute }. Les termes en sinus changent de signe avec m − n = { $offset }, donc le score dépend du décalage signé (tourner les deux vecteurs dans le sens horaire donne la même valeur fausse).
core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns = Il semble que les paires aient été tournées dans le sens horaire : cela donne { $clockwise }. RoPE les fait tourner dans le sens antihoraire, [[cos, −sin], [sin, cos]].
core-slip-rope-score-coordinates-paired-other-way-gives-here = Il semble que les coordonnées aient été appariées autrement, { $sValue } : cela donne { $otherLayout }. Ici, les paires sont { $sValue2 }.
core-slip-rope-score-angles-taken-degrees-gives-m-n = Il semble que les angles aient été pris en degrés : cela donne { $inDegrees }. (m − n)·θ_k est en radians.
core-slip-rope-score-roformers-i-b-2-i-1 = Il semble que le θ_i = b^(−2(i − 1)/d) de RoFormer ait été utilisé avec son i, compté à partir de 1, pris comme le k du code : cela donne { $shifted }. Avec k compté à partir de 0, θ_k = b^(−2k/d).
core-prompt-rope-turns-pair-k-turns-k-b-2k = La paire k tourne de θ_k = b^(−2k/d) par position, elle fait donc un tour complet toutes les λ_k = 2π/θ_k positions. Dans un contexte de { $context } jetons, combien des { $pairs } paires ne font pas un seul tour complet (λ_k plus longue que le contexte) ?
core-prompt-rope-turns-give-at-least-decimal-place = Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-rope-turns-k-2-2k-exactly-when-k = λ_k = 2π·{ $base }^(2k/{ $dModel }) > { $context } exactement quand k > { $dModel }·ln({ $context }/2π)/(2·ln { $base }) ≈ { $threshold }.
core-step-rope-turns-no-pair-above-even-slowest-k = Aucune paire n’est au-dessus : même la plus lente, k = { $pairs }, a λ ≈ { $wavelength } ≤ { $context }, donc chaque paire fait au moins un tour.
core-step-rope-turns-pairs-k-above-slowest-completes-only = Les paires k = { $count } … { $pairs } sont au-dessus ({ $count2 } sur { $pairs3 }) : la plus lente ne fait que { $context } de tour. Ce sont les paires qu’un modèle n’a jamais vues faire un tour complet pendant l’entraînement, celles que YaRN et Llama 3.1 interpolent quand le contexte est étendu.
core-slip-rope-turns-2-left-out-wavelength-b-2k = Il semble que 2π ait été omis dans la longueur d’onde, b^(2k/d) étant comparé à { $context } : cela compte { $pairsLongerThan } { $pairsLongerThan ->
        [one] paire
       *[other] paires
    }. λ_k = 2π·b^(2k/d).
core-slip-rope-turns-roformers-one-based-i-read-as = Il semble que le i de RoFormer, compté à partir de 1, ait été lu comme le k du code, λ = 2π·b^(2(k − 1)/d) : cela compte { $pairsLongerThan } { $pairsLongerThan ->
        [one] paire
       *[other] paires
    }. Avec k compté à partir de 0, λ_k = 2π·b^(2k/d).
core-prompt-rotation-for-token-number-pair-k-holds = Pour le jeton numéro { $token }, la paire k = { $k } ({ $frequency }) contient sin θ = { $sinT } et cos θ = { $cosT }.
core-prompt-rotation-token-number-offset-fixed-offset-rotates = Le jeton numéro { $target } se trouve { $distance } { $positions }{ $later } (décalage Δ = { $offset }). Un décalage fixe fait tourner chaque paire : à partir de ces deux valeurs, calculez le { $function } de la paire { $k } au jeton numéro { $target }. Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-hint-rotation-rotation-angle-k-keeps-sign-then = L’angle de rotation est φ = ω_k · Δ et garde le signe de Δ. Ensuite, sin(θ + φ) = sin θ cos φ + cos θ sin φ et cos(θ + φ) = cos θ cos φ − sin θ sin φ.
core-step-rotation-rotation-angle-rad = L’angle de rotation vaut φ = ω_{ $k } · Δ = { $omega } × { $offset } { $phi } rad{ $backwards }
core-step-rotation-cos-sin = cos φ ≈ { $cp } et sin φ ≈ { $sp }.
core-step-rotation-with-pair-stacked-sine-first-cos = Avec la paire empilée sinus en premier, [[cos φ, sin φ], [−sin φ, cos φ]] envoie [sin θ, cos θ] au jeton { $token } sur la paire au jeton { $target }. Ligne du haut : sin θ cos φ + cos θ sin φ = { $sinT } × { $cp } + { $cosT } × { $sp } ≈ { $value }.
core-step-rotation-with-pair-stacked-sine-first-cos-2 = Avec la paire empilée sinus en premier, [[cos φ, sin φ], [−sin φ, cos φ]] envoie [sin θ, cos θ] au jeton { $token } sur la paire au jeton { $target }. Ligne du bas : cos θ cos φ − sin θ sin φ = { $cosT } × { $cp } − { $sinT } × { $sp } ≈ { $value }.
core-step-rotation-check-directly-angle-depends-only-on = Vérification directe : { $fnName }(ω_{ $k } × { $offset }) ≈ { $fnOf }. L’angle φ ne dépend que de Δ, pas du jeton : la même matrice décale chaque position de { $offset4 }.
core-slip-rotation-pair-rotated-instead-gives-offset-rotates = Il semble que la paire ait été tournée de −φ au lieu de +φ : cela donne { $wrongSign }. Le décalage Δ = { $offset } fait tourner de φ = ω_k · Δ { $phi } rad, signe compris{ $offset3 }
core-slip-rotation-row-used-gives-but-question-asks = Il semble que la ligne du { $askSine } ait été utilisée : elle donne { $otherRow }, mais la question demande le { $function } de la paire.
core-slip-rotation-taken-degrees-rotating-gives-k-radians = Il semble que φ = { $phi } ait été pris en degrés : une rotation de { $phi }° donne { $inDegrees }. φ = ω_k · Δ est en radians.
core-slip-rotation-pair-rotated-angle-token-itself-k = Il semble que la paire ait été tournée de l’angle du jeton { $target } lui-même, ω_k × { $offset } { $psi } rad, ce qui donne { $absolute }. La rotation pour un décalage est φ = ω_k · Δ, quelle que soit la position.
core-formula-fraction = { $numerator }/{ $denominator }
core-prompt-wavelength-pair-k-turns-at-wavelength-number = La paire k = { $k } tourne à { $frequency }. Sa longueur d’onde λ_{ $k } est le nombre de positions dont elle a besoin pour faire un tour complet. Que vaut λ_{ $k } ? Comparez-la ensuite à un contexte de { $context } jetons. Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-wavelength-pair-k-has-exponent-2k-d = La paire k = { $k } a l’exposant 2k/d_model = { $exponent }, donc { $frequency }.
core-step-wavelength-0-2-0-2-positions-fastest = λ_0 = 2π/ω_0 = 2π ≈ { $lambda } positions : la paire la plus rapide fait un tour toutes les 2π positions, quelle que soit la base.
core-step-wavelength-2-2-2-positions = λ_{ $k } = 2π/ω_{ $k } = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } positions.
core-step-wavelength-over-context-pair-turns-only-times = λ_{ $k } ≥ { $context } : sur le contexte, la paire { $k } ne fait que { $lambda } fois le tour, moins d’une fois.
core-step-wavelength-over-context-pair-wraps-about-times = λ_{ $k } < { $context } : sur le contexte, la paire { $k } fait environ { $lambda } fois le tour, donc à elle seule elle se répète ; les paires plus lentes (k plus grand) distinguent les positions éloignées.
core-slip-wavelength-2-left-out-1-pair-repeats = Il semble que 2π ait été omis : 1/ω_{ $k } = { $base }^({ $exponent }) ≈ { $power }. Une paire se répète quand son angle augmente de 2π, donc λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 = Il semble que la fréquence ait été donnée au lieu de la longueur d’onde : ω_{ $k } ≈ { $omega }. La longueur d’onde vaut 2π/ω, le nombre de positions par tour complet.
core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max = La paire la plus lente fixe la plus grande longueur d’onde λ_max : le nombre de positions dont elle a besoin pour faire un tour complet. Que vaut λ_max ? Comparez-la ensuite à un contexte de { $context } jetons. Donnez au moins { $decimals } { $decimals ->
        [one] décimale
       *[other] décimales
    }.
core-step-wavelength-slowest-pair-k-d-model-2 = La paire la plus lente est k = d_model/2 − 1 = { $k }, son exposant est donc 2k/d_model = { $exponent }.
core-step-wavelength-min = ω_min = { $base }^(−{ $exponent }) ≈ { $omega }.
core-step-wavelength-max-2-min-2-2-positions = λ_max = 2π/ω_min = 2π × { $base }^({ $exponent }) ≈ 2π × { $power } ≈ { $lambda } positions.
core-step-wavelength-with-d-model-2-only-pair = Avec d_model = 2, l’unique paire a ω = 1 quelle que soit la base, donc λ_max = 2π : la base ne peut pas l’allonger.
core-step-wavelength-max-over-context-slowest-pair-turns = λ_max ≥ { $context } : sur le contexte, la paire la plus lente ne fait que { $lambda } fois le tour, moins d’une fois, donc les positions éloignées ne se confondent pas à cause d’elle ; la base { $base } est assez grande.
core-step-wavelength-max-over-context-slowest-pair-wraps = λ_max < { $context } : sur le contexte, la paire la plus lente fait environ { $lambda } fois le tour, donc des positions éloignées peuvent se confondre ; il faudrait une base d’au moins (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase }.
core-step-wavelength-max-pair-wraps-about-times-over = λ_max < { $context } : la paire fait environ { $lambda } fois le tour sur le contexte.
core-slip-wavelength-2-left-out-1-min-pair = Il semble que 2π ait été omis : 1/ω_min = { $base }^({ $exponent }) ≈ { $power }. Une paire se répète quand son angle augmente de 2π, donc λ = 2π/ω.
core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength = Il semble que la fréquence ait été donnée au lieu de la longueur d’onde : ω_min ≈ { $omega }. La longueur d’onde vaut 2π/ω, le nombre de positions par tour complet.
core-slip-wavelength-exponent-taken-as-1-2-slowest = Il semble que l’exposant ait été pris égal à 1 : 2π × { $base } ≈ { $twoPi }. La paire la plus lente est k = d_model/2 − 1, l’exposant vaut donc (d_model − 2)/d_model = { $exponent }{ $not }
core-slip-wavelength-2-6-283-wavelength-fastest-pair = C’est 2π ≈ 6,283, la longueur d’onde de la paire la plus rapide (ω_0 = 1) ; la question porte sur la paire la plus lente.
core-refuse-choosing-base-needs-d-model-at = Choisir une base nécessite un d_model d’au moins 4 : avec d_model = 2, l’unique paire a ω = 1 quelle que soit la base.
core-refuse-firstrung-must-from-1-9-smallest = firstRung doit être compris entre 1 et 9 (la plus petite base affichée est 10^firstRung) ; valeur reçue : { $firstRung }.
core-refuse-none-bases-10-10-gives-max = Aucune des bases de 10^{ $firstRung } à 10^{ $firstRung1 } ne donne λ_max ≥ { $context } avec d_model = { $dModel }.
core-prompt-wavelength-settings-d-model-model-must-keep = Un modèle doit garder les positions dans l’ordre sur un contexte de { $context } jetons, donc sa paire la plus lente ne doit pas faire un tour complet dans le contexte : sa longueur d’onde λ_max doit être d’au moins { $context }. Quelle est la plus petite de ces bases qui y parvient ? (d_model = { $dModel })
core-choice-base = b = { $base }
core-step-base-choice-rung = b = { $base } : λ_max = 2π × { $base }^({ $exponent }) ≈ { $lambda }{ $comparison }{ $context }.
core-symbol-at-least = { " ≥ " }
core-symbol-below = { " < " }
core-hint-base-choice = λ_max = 2π/ω_min avec ω_min = b^(−(d_model − 2)/d_model) ; calculez-la pour chaque base et comparez-la à la longueur de contexte.
core-slip-wavelength-base-you-get-with-max-2 = C’est la base que l’on obtient avec λ_max = 2π·b, l’exposant étant pris égal à 1 : 2π × { $j } ≈ { $twoPi }. L’exposant de la paire la plus lente est { $exponent }, donc λ_max ≈ { $j3 }, ce qui reste inférieur à { $context }.
core-slip-wavelength-with-b-slowest-pairs-wavelength-max = Avec b = { $j }, la longueur d’onde de la paire la plus lente est λ_max ≈ { $j1 }, plus courte que le contexte : elle fait environ { $j2 } fois le tour, donc des positions éloignées se confondent.
core-slip-wavelength-base-you-get-when-max-computed = C’est la base que l’on obtient quand λ_max est calculée sans 2π (b^({ $exponent }) ≥ { $context }). La longueur d’onde vaut 2π/ω_min, soit 2π fois plus longue, donc une base plus petite de la liste atteint déjà le contexte.
core-slip-wavelength-b-works-max-but-not-smallest = b = { $j } convient (λ_max ≈ { $j1 }), mais ce n’est pas la plus petite : une base plus petite de la liste donne déjà λ_max ≥ { $context }.
core-step-wavelength-smallest-base-with-max-b-exactly = La plus petite base avec λ_max ≥ { $context } est b = { $answer } ; plus exactement, b ≥ (L/2π)^({ $dModel }/{ $dModel3 }) ≈ { $neededBase } suffirait.
core-question-spec-prefix = spécification de question :{ " " }
core-rule-scaling-type = l’une des valeurs "linear", "ntk", "dynamic", "yarn" ou "llama3" (ou scaling à null pour aucune)
core-rule-at-least-one = un nombre fini d’au moins 1
core-rule-context-length = un nombre entier de jetons de 1 à 10^9
core-rule-positive = un nombre fini supérieur à 0
core-rule-true-or-false = true ou false
core-refuse-scaling-field-rule = { $prefix }scaling.{ $field } doit être { $rule } ; valeur reçue : { $received }.
core-refuse-scaling-not-a-field = { $prefix }scaling.{ $field } n’est pas un champ de la mise à l’échelle { $method }, qui prend { $others } et { $last }.
core-refuse-scaling-given-twice = { $prefix }scaling.{ $field } est donné deux fois.
core-refuse-scaling-type-missing = { $prefix }scaling.type est absent ; il doit être { $rule }.
core-refuse-scaling-missing = { $prefix }scaling.{ $field } est absent : la mise à l’échelle { $method } en a besoin, et il doit être { $rule }.
core-refuse-scaling-beta-slow-not-below-fast = { $prefix }scaling.betaSlow doit être inférieur à scaling.betaFast ; valeurs reçues : betaFast { $betaFast } et betaSlow { $betaSlow }.
core-refuse-scaling-low-freq-not-below-high = { $prefix }scaling.lowFreqFactor doit être inférieur à scaling.highFreqFactor ; valeurs reçues : lowFreqFactor { $lowFreqFactor } et highFreqFactor { $highFreqFactor }.
core-refuse-must-hold-d-model-numbers-one = { $name } doit contenir d_model = { $dModel } nombres, un par coordonnée ; reçu : { $values }.
core-refuse-must-hold-d-model-numbers-d = { $name } doit contenir { $count } × d_model = { $d } nombres, d_model = { $dModel } pour chacune des { $count } positions ; reçu : { $values }.
core-refuse-must-finite-number-received-2 = { $name }[{ $j }] doit être un nombre fini ; valeur reçue : { $j2 }.
core-refuse-row-coordinate-must-finite-number-received = { $name }[{ $j }] (ligne { $d }, coordonnée { $d3 }) doit être un nombre fini ; valeur reçue : { $j4 }.
core-refuse-m-must-finite-number-querys-position = m doit être un nombre fini (la position de la requête) ; valeur reçue : { $m }.
core-refuse-n-must-finite-number-keys-position = n doit être un nombre fini (la position de la clé) ; valeur reçue : { $n }.
core-refuse-r-must-finite-number-relative-distance = r doit être un nombre fini (une distance relative) ; valeur reçue : { $rValue }.
core-refuse-m-must-at-most-2-53 = m doit valoir au plus 2^53 = 9007199254740992 en valeur absolue, car au-delà un double ne peut pas représenter tous les numéros de jeton entiers ; valeur reçue : { $rValue }.
core-refuse-m-must-at-most-2-53-2 = m[{ $rValue }] doit valoir au plus 2^53 = 9007199254740992 en valeur absolue, car au-delà un double ne peut pas représenter tous les numéros de jeton entiers ; valeur reçue : { $rValue1 }.
core-refuse-m-must-finite-number-position-received = m doit être un nombre fini (une position) ; valeur reçue : { $rValue }.
core-refuse-m-must-finite-number-position-received-2 = m[{ $rValue }] doit être un nombre fini (une position) ; valeur reçue : { $rValue1 }.
core-text-aliasing-they-differ-slower-pairs-turn = Ils diffèrent : les paires plus lentes tournent d’angles qui ne sont pas des tours entiers, donc certaines de leurs coordonnées changent.
core-text-aliasing-they-identical-once-one-pair = Ils sont identiques : dès qu’une paire se répète, le vecteur entier se répète.
core-text-aliasing-they-differ-every-coordinate-fastest = Ils diffèrent dans chaque coordonnée, y compris celles de la paire la plus rapide.
core-text-aliasing-they-identical-but-only-for = Ils sont identiques, mais seulement pour la base 10000 de l’article.
core-text-aliasing-base-sets-slower-frequencies-for = La base fixe les fréquences plus lentes, et quelle que soit la base, elles ne font pas des tours entiers en même temps que la paire la plus rapide ; les vecteurs diffèrent.
core-text-position-zero-sine-coordinates-all-0-cosine = Ses coordonnées sinus valent toutes 0 et ses coordonnées cosinus valent toutes 1.
core-text-position-zero-all-coordinates-0-first-position = Toutes ses coordonnées valent 0 : la première position n’ajoute rien au plongement.
core-text-position-zero-sine-coordinates-all-1-cosine = Ses coordonnées sinus valent toutes 1 et ses coordonnées cosinus valent toutes 0.
core-text-position-zero-coordinates-depend-on-base-because = Ses coordonnées dépendent de la base, car chaque paire a sa propre fréquence.
core-text-position-zero-only-sines-vanish-at-position = Seuls les sinus s’annulent à la position 0 ; chaque coordonnée cosinus vaut cos 0 = 1, donc PE(0) est un motif fixe non nul.
core-text-position-zero-swaps-sine-cosine-at-angle = Cela intervertit sinus et cosinus : à l’angle 0, sin 0 = 0 et cos 0 = 1.
core-text-position-zero-every-frequency-times-position-0 = Chaque fréquence multipliée par la position 0 donne un angle de 0, donc la base disparaît : PE(0) est le même pour toutes les bases.
core-hint-position-zero-find-formula-position-first-token = Trouvez la position de formule du premier jeton, puis l’angle de chaque paire à cette position.
core-hint-dot-pair-pair-sin-sin-b = Paire par paire, sin a · sin b + cos a · cos b = cos(a − b) : le produit scalaire est une somme de d_model/2 cosinus de ω_k multiplié par l’écart entre les deux positions.
core-hint-rope-scaled-start-from-k-b-2k = Partez de θ_k = b^(−2k/d) ; chaque méthode la modifie : la mise à l’échelle linéaire la divise par le facteur, la mise à l’échelle NTK-aware porte la base à b·s^(d/(d − 2)), YaRN et Llama 3.1 gardent les paires rapides et interpolent les lentes.
core-phrase-rope-scaled-cut-to-whole-pairs = Bornes arrondies à des paires entières (et ramenées à 0 … d − 1),{ " " }
core-phrase-rope-scaled-clamped = Bornes ramenées à 0 … d − 1,{ " " }
core-hint-wavelength-pair-with-frequency-repeats-when = Une paire de fréquence ω se répète quand son angle augmente de 2π, donc λ = 2π/ω, avec ω_k = b^(−2k/d_model).
core-hint-wavelength-longest = Une paire de fréquence ω se répète quand son angle augmente de 2π, donc λ = 2π/ω. La paire la plus lente est k = d_model/2 − 1, avec ω_min = b^(−(d_model − 2)/d_model).
core-hint-rope-angle-rope-turns-pair-k-at = RoPE fait tourner la paire k à la position m de m·θ_k, avec θ_k = b^(−2k/d), les mêmes fréquences que l’encodage sinusoïdal ; la position est le numéro du jeton moins le numéro du premier jeton.
core-hint-rope-score-turning-both-vectors-changes-their = Tourner les deux vecteurs ne change leur produit scalaire qu’à travers l’angle entre les deux rotations : par paire, (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k), avec le décalage signé m − n.
core-text-rope-score-per-pair-with-q-q = Par paire, avec (q₁, q₂) et (k₁, k₂) les coordonnées de la paire :
core-phrase-yarn-not-truncated = , plage de correction non arrondie à des paires entières
core-empty = { "" }
core-phrase-frequencies-stay = , donc les fréquences restent inchangées.
core-phrase-yarn-pair-interpolated = {"\u00A0"}: cette paire lente est entièrement interpolée.
core-phrase-yarn-pair-kept = {"\u00A0"}: cette paire tourne assez vite pour garder sa fréquence.
core-phrase-past = au-delà
core-phrase-short-of = en deçà
core-slip-svalue-2k-2k-1 = (2k, 2k + 1)
core-slip-svalue-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-k-k-d-2 = (k, k + d/2)
core-slip-svalue2-2k-2k-1 = (2k, 2k + 1)
core-slip-not-not-1 = , et non 1.
core-slip-not-just-below-1 = , juste en dessous de 1.
core-prompt-positions-positions = positions
core-prompt-positions-position = position
core-prompt-later-later = { " plus loin" }
core-prompt-later-earlier = { " plus tôt" }
core-step-backwards-sign = { "." }
core-step-backwards-negative-pair-turns-backwards = , négatif : la paire tourne en sens inverse.
core-slip-offset3-sign = { "." }
core-slip-offset3-negative-offset-turns-pair-backwards = { " (un décalage négatif fait tourner la paire en sens inverse)." }
core-slip-asksine-sine-top = sinus (en haut)
core-slip-asksine-cosine-bottom = cosinus (en bas)

core-prompt-give-a-whole-number = Donnez un nombre entier.
core-hint-rope-turns = λ_k = 2π·b^(2k/d) croît avec k : trouvez la paire à partir de laquelle elle dépasse la longueur de contexte, k = d·ln(L/2π)/(2·ln b), et comptez les paires au-dessus.
core-refuse-layout-unknown = la disposition doit être "interleaved" ou "concatenated".
core-refuse-quantity-too-many-operations = Une quantité exacte comporte plus d’opérations que le cœur n’en conserve.

# (core messages: end of section)


## Element: the settings form, alerts, loading and the element's own words. Ids start with "element-".

element-loading = Chargement du calculateur…
element-alert-draw-failed = Le widget n’a pas pu s’afficher avec ces réglages.
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
element-settings-locked = Le quiz a été fixé pour ces valeurs de d_model, base, disposition et origine : impossible de les modifier pendant cette tentative.

# The widget's parts around the table: the figures' group, the quiz's slot, the share button.

element-figures-title = Figures
# Shown above the figures while an attribute is refused.
element-figures-stale = Les figures montrent encore les derniers réglages utilisables ; modifiez le réglage indiqué ci-dessus pour les mettre à jour.
element-figures-load-failed = Les figures n’ont pas pu être chargées.
# $message: the browser's reason, a sentence in the browser's own language.
element-figures-load-failed-detail = { $message } Le tableau et l’inspecteur de paires ci-dessus fonctionnent sans elles ; les figures sont rechargées à chaque changement de réglage.
element-figures-draw-failed = Les figures n’ont pas pu être dessinées.
element-quiz-load-failed = Le quiz n’a pas pu être chargé : { $message }
# The button that opens the share panel.
element-share-toggle = Partager et copier
element-share-load-failed = Le panneau de partage n’a pas pu être chargé :

# Refused attributes as the page's author reads them (the learner's alert says element-plain-…). Attribute names,
# their values in quotes ("interleaved", "after-answer", "unlimited" …), the figure and question
# names and the formula symbols are written in markup as they are: keep them untranslated.
# $attribute: the attribute's name; $value: the text it was given (cut after 40 characters);
# $reason: why it is refused (one of the element-rule-… or element-reason-… messages).
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

## Reset and undo
# Buttons under the settings: Undo takes back the learner's last change of a setting, Redo makes it
# again, Reset puts every setting back as the page set it. Ctrl+Z and Shift+Ctrl+Z do the same.
element-history-undo = Annuler
element-history-redo = Rétablir
element-history-reset = Réinitialiser
# Said to screen readers only, after the button or its key did it.
element-history-said-undo = Dernière modification annulée.
element-history-said-redo = Modification rétablie.
element-history-said-reset = Les réglages sont revenus à ceux que la page a définis.

## Sliders and play
# The base's slider under its field: a log scale with round bases; its value is said as the base itself.
element-slider-base = Base, sur une échelle logarithmique

## Guided start: the "Try this" strip above the settings (attribute guide="on"). Each step changes
## one setting and says what to notice in the table.

element-rule-guide = guide doit valoir "on" (ou être vide : un bandeau « À essayer » de quelques étapes au-dessus des réglages) ou "off".
element-guide-title = À essayer
# $step: the step shown; $count: how many steps there are (numbers already written out).
element-guide-counter = { $step } sur { $count }
# The button that makes the step's change for the learner.
element-guide-act = Le faire pour moi
# Shown instead of that button once the step's change is made.
element-guide-done = Fait.
element-guide-previous = Précédent
element-guide-next = Suivant
# The name of the × button that closes the strip (read by screen readers).
element-guide-dismiss = Fermer « À essayer »
# Shown once the strip is closed, to bring it back.
element-guide-reopen = À essayer
# $zero and $one: the numbers 0 and 1 in the reader's digits, for every step.
# Step 1. $token: the token at position 0 (0, or 1 when tokens are numbered from 1).
element-guide-zero = Saisissez { $token } seul dans le champ { element-settings-positions }.
element-guide-zero-notice = À la position { $zero }, tous les angles valent { $zero } : tous les sinus valent donc { $zero } et tous les cosinus { $one }.
# Step 2. $first and $last: the first and last token of a range, typed as first..last.
element-guide-range = Remplacez les positions par { $first }..{ $last }.
element-guide-range-notice = Lisez les colonnes de haut en bas : la première paire change à chaque ligne, la dernière presque pas.
# Step 3. $dModel: the new d_model, twice the one shown.
element-guide-d-model = Réglez { element-settings-d-model } sur { $dModel }.
element-guide-d-model-notice = Le nombre de paires double : la paire { $zero } tourne toujours d’un radian par position, et la dernière paire tourne encore plus lentement qu’avant.
# Step 4. $base: the new base; $shorter: yes when it is smaller than the base shown.
element-guide-base = Réglez { element-settings-base } sur { $base }.
element-guide-base-notice = { $shorter ->
    [yes] Chaque paire après la paire { $zero } tourne plus vite : les longueurs d’onde raccourcissent.
   *[no] Chaque paire après la paire { $zero } tourne plus lentement : les longueurs d’onde s’allongent.
  }
# Step 5. $layout: the layout to choose (a keyword), $name: its name as the layout list shows it.
element-guide-layout = Passez en { element-settings-layout } { $name }.
element-guide-layout-notice = { $layout ->
    [concatenated] Les mêmes nombres dans un autre ordre : d’abord tous les sinus, puis tous les cosinus.
   *[interleaved] Les mêmes nombres dans un autre ordre : chaque sinus à côté de son cosinus.
  }

## Phones: touch screens
# The ± key beside a number field on touch screens (a phone's number pad may have no minus key):
# its name. Pressing it changes the sign of the number in the field (5 becomes −5 and back).
element-sign-key = Changer le signe

## Plain words
# The alert a learner reads when a setting could not be used. The page author's sentence (with the
# attribute's name and its rule: element-refused and the like) goes to the browser's console.
# $setting names a setting as the settings form labels it (d_model, base, max_len …: keep it);
# $value is the text given, a number as typed or quoted with element-plain-quoted.
element-plain-title = { $count ->
    [one] Ce réglage n’a pas été utilisé :
   *[other] Ces réglages n’ont pas été utilisés :
  }
element-plain-quoted = « { $text } »
element-plain-d-model-odd = d_model doit être pair, donc { $value } n’a pas été utilisé.
element-plain-d-model = d_model doit être un nombre entier pair de 2 à { $max }, donc { $value } n’a pas été utilisé.
element-plain-base = base doit être un nombre supérieur à 1, donc { $value } n’a pas été utilisé.
element-plain-origin = { element-settings-origin } doit valoir 0 ou 1, donc { $value } n’a pas été utilisé.
element-plain-layout = { element-settings-layout } doit être l’un des choix de sa liste, donc { $value } n’a pas été utilisé.
element-plain-decimals = { element-settings-decimals } doit être un nombre entier de 0 à { $max }, donc { $value } n’a pas été utilisé.
element-plain-max-len = max_len doit être un nombre entier de 1 à { $max }, donc { $value } n’a pas été utilisé.
# $reason: what is wrong with the list (an element-reason-positions-… message).
element-plain-positions = Les positions { $value } n’ont pas été utilisées : { $reason }
# $token: the token number too far from 0.
element-plain-positions-beyond = Les positions { $value } n’ont pas été utilisées : le jeton { $token } est trop loin de 0 pour être calculé exactement.
# $dModel: d_model in effect; $most: the most positions (or heatmap rows) the table can hold with it.
element-plain-positions-table = Les positions { $value } n’ont pas été utilisées : avec d_model = { $dModel }, le tableau contient au plus { $most } positions.
element-plain-max-len-table = max_len doit valoir au plus { $most } avec d_model = { $dModel }, donc { $value } n’a pas été utilisé.
element-plain-offset = Le décalage Δ doit être un nombre de −{ $max } à { $max }, donc { $value } n’a pas été utilisé.
element-plain-context-length = La longueur de contexte doit être un nombre entier de jetons de 1 à { $max }, donc { $value } n’a pas été utilisé.
# A refused attribute that no setting of the form shows (the quiz's, the figures' …): the author's to fix.
element-plain-page = Cette page demande au widget quelque chose qu’il ne sait pas faire ; cette partie fonctionne donc comme d’habitude. La console du navigateur précise le problème à l’auteur de la page.
# After a refused setting, when the table drawn before is still shown: $shown is the value it shows.
element-plain-table-shows = Le tableau montre encore { $setting } = { $shown }.
# The author's rule of the show-seed attribute (for the console, like the other element-rule-… messages).
element-rule-show-seed = show-seed doit valoir "no" (le quiz ne montre pas sa graine à l’apprenant) ou "yes" (sa première ligne indique la graine, p. ex. pour une classe qui compare les questions par graine).

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
table-formula-meaning = Ligne { $row } : le jeton { $token } correspond à la position { $pos } de la formule{ $originValue ->
        [0] {""}
       *[other] { " " }(t − { $origin })
    }. La coordonnée { $i } est le { $fn ->
        [sin] sinus
       *[cos] cosinus
    } de la paire k = { $k }.
table-formula-invitation = Survolez une cellule ou donnez-lui le focus (Tab, puis les touches fléchées) pour voir sa formule avec les valeurs numériques.
table-stale-note = Le tableau ci-dessous montre encore les derniers réglages utilisables ; modifiez le réglage indiqué ci-dessus pour le mettre à jour.
table-add-row = Ajouter une ligne
table-edit-help = Modifiez un numéro de jeton sur place ; appuyez sur Entrée ou Tab pour l’appliquer.
# Above the table. $origin (shown in bold) is 0 or 1, $originValue the same as a number; $token and
# $position: the first token (1) and its position (0).
table-origin-rule = Origine des indices { $origin } : le jeton numéro t correspond à la position pos = { $originValue ->
        [0] t
       *[other] t − { $origin }
    } de la formule{ $originValue ->
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
table-inspector-rotation-title = Un pas vers la position suivante est une rotation
# φ = ω_k × 1 in radians ($phi) and degrees ($degrees).
table-inspector-rotation = Passer de pos à pos + 1 ajoute φ = ω_{ $k } × 1 = { $phi } rad ({ $degrees }°) à l’angle de cette paire, quelle que soit pos. D’après les formules d’addition des angles, ce pas est une matrice fixe, [[cos φ, sin φ], [−sin φ, cos φ]], appliquée à [sin, cos] :
table-inspector-matrix-caption = Rotation pour la paire { $k }, décalage 1
table-inspector-matrix-new-sin = nouveau sin
table-inspector-matrix-new-cos = nouveau cos
table-inspector-matrix-times-sin = × sin
table-inspector-matrix-times-cos = × cos
# $before, $product, $direct: vectors [sin, cos] written out.
table-inspector-check = Vérification à pos { $pos } : la matrice multipliée par { $before } donne { $product } ; la formule à pos { $next } donne { $direct }.

## Sliders and play
# The pair inspector's clock: one dial per pair, each hand turned by pos × ω_k counter-clockwise from the right.
table-clock-title = Les paires comme aiguilles d’une horloge
table-clock-help = Chaque paire est une aiguille qui tourne de ω_k radians par position : les paires rapides tournoient, les lentes avancent à peine. Faites glisser la position, ou appuyez sur Lecture pour l’avancer d’une position par seconde.
table-clock-position = Position pos
# Beside the slider; $pos: the position.
table-clock-value = pos = { $pos }
# The button that starts the clock; while it runs, it reads table-clock-pause.
table-clock-play = Lecture
table-clock-pause = Pause
# Under each dial; $k: its pair.
table-clock-dial = k = { $k }
# The dials' text alternative. $pairs: the pairs that have a dial, as a list; $k: the pair inspected; $pos: the position.
table-clock-dials = Aiguilles des paires { $pairs } à pos = { $pos }, chacune tournée de pos × ω_k dans le sens antihoraire depuis la droite ; la paire { $k } est mise en évidence.
# $angle: pos × ω_k in radians (or the hidden text while a quiz question asks for it).
table-clock-readout = À pos = { $pos }, l’aiguille de la paire { $k } a tourné de pos × ω_k = { $angle } rad.

## Phones: touch screens and narrow widgets
# Above each value in a narrow widget (a phone): which coordinate the value is. $i: the coordinate,
# $fn: the symbol sin or cos, $k: its pair. Keep it as short as the English (formula symbols).
table-cell-tag = i { $i } · { $fn } · k { $k }
# On touch screens, in place of table-formula-invitation.
table-formula-invitation-touch = Touchez une cellule pour voir sa formule avec les valeurs numériques.
# On touch screens, in place of table-inspector-help.
table-inspector-help-touch = Choisissez une paire ici, ou touchez une cellule du tableau.

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
quiz-q1-prompt = Prenez d_model = 4 et la base habituelle 10000. Que vaut la coordonnée 2 du vecteur de position PE(2) ? Arrondissez à au moins quatre décimales.
quiz-q1-hint-1 = La coordonnée 2 est paire, c’est donc un sinus, et elle appartient à la paire k = 1 (coordonnées 2 et 3).
quiz-q1-hint-2 = Le diviseur pour cette paire est 10000^(2k/d_model) = 10000^(2/4) = 100.
# The solution's formulas are typeset: keep PE(…), sin(…), ^ and / as they are.
quiz-q1-solution-1 = PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0,02).
quiz-q1-solution-2 = sin(0,02) = 0,0199986667…, soit 0,0200 à quatre décimales (0,019999 à six).
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
  } pour { $settings }{ $source ->
    [own]  ; { $count ->
            [one] écrite pour cette page
           *[other] écrites pour cette page
        }
    [seed]  ; graine { $seed }
   *[none] {""}
  }.
# The same, for a bank on other topics than the default ($topics: quiz-topics).
quiz-about-topics = { $count ->
    [one] { $n } question
   *[other] { $n } questions
  } sur { $topics } pour { $settings }{ $source ->
    [own]  ; { $count ->
            [one] écrite pour cette page
           *[other] écrites pour cette page
        }
    [seed]  ; graine { $seed }
   *[none] {""}
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

quiz-choose-all = Choisissez toutes les options vraies.
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
quiz-choice-correct-one = C’est bien l’option vraie.
quiz-choice-correct-several = Ce sont exactement les options vraies.
quiz-choice-incorrect-one = Cette option n’est pas vraie.
quiz-choice-incorrect-several = Les options choisies ne sont pas exactement les options vraies.
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
quiz-result-incorrect = faux
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
quiz-topic-choice = Choisir les options vraies

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
figure-heatmap-keys = Survolez la carte (ou touchez-la et faites glisser) pour lire une valeur ; ou donnez-lui le focus et utilisez les touches fléchées (Maj : dix pas, Page préc./Page suiv. : un dixième des lignes, Début/Fin : première/dernière coordonnée). Zoomez avec + et −, la molette ou un pincement, jusqu’aux cellules individuelles ; 0 affiche la carte entière ; faites glisser pour déplacer une carte zoomée.
figure-heatmap-zoom = Zoom
figure-heatmap-zoom-in = Zoom avant
figure-heatmap-zoom-out = Zoom arrière
figure-heatmap-zoom-whole = Afficher la carte entière
figure-heatmap-zoom-whole-button = Carte entière
# Shown instead of the heat map when the table would be too big: $size says how many values, e.g. "4,194,304 values".
figure-heatmap-too-many = Une carte de { $size } (par exemple 4096 × 1024) ; réduisez max_len ou d_model.
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
    }.
figure-heatmap-readout-none = Survolez la carte, ou donnez-lui le focus et appuyez sur une touche fléchée, pour lire une valeur.
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
figure-precision-label = Plus grande erreur d’une ligne en fonction de la position, échelles log. float32 : { $e32a } vers la position 1000, { $e32b } vers la position 100000, { $e32c } vers la position 10 millions. float64 à la manière de NumPy : { $e64a } vers la position 10 millions, { $e64b } vers la position 10¹², { $e64c } vers la position 10¹⁵. La ligne d’une demi-unité de la décimale { $place } est franchie { $cross32 ->
        [yes] vers la position { $at32 }
       *[no] nulle part dans l’intervalle
    } par float32 et { $cross64 ->
        [yes] vers la position { $at64 }
       *[no] nulle part dans l’intervalle
    } par float64.
figure-precision-desc = float32 garde environ 7 chiffres significatifs, donc l’angle arrondi pos·ω peut être faux d’une demi-unité float32 de l’angle, qui croît proportionnellement à la position (la ligne pointillée ½ ulp₃₂) ; au-delà d’environ 2²⁴ ≈ 1,7·10⁷, float32 ne peut même plus représenter toutes les positions entières. { $cross32 ->
        [yes] Avec { $decimalsText } décimales affichées, float32 modifie les chiffres affichés à partir de la position { $at32 } environ.
       *[no] {""}
    } float64 calculé de manière naïve a le même problème environ 5·10⁸ fois plus tard (½ ulp₆₄) : le div_term de NumPy est arrondi en float64, et son erreur d’arrondi, multipliée par la position, devient une erreur sur l’angle{ $cross64 ->
        [yes] {"\u202F"}; avec { $decimalsText } décimales, il modifie les chiffres affichés à partir de la position { $at64 } environ
       *[no] {""}
    }, { $e64 } vers 10¹⁵. Ce cœur garde ω_k sur 256 bits et réduit l’angle exactement : ses valeurs restent précises à 10⁻¹⁵ près jusqu’à 2⁵³.
figure-precision-caption = Le tableau en float32, comme les bibliothèques le calculent souvent, et en float64 à la manière du code de NumPy, à côté des valeurs exactes, d_model = { $d }, base { $base } ; les deux erreurs croissent avec la position.

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
figure-rope-scaling-yarn-tail = {"\u202F"}; il multiplie aussi les logits d’attention par (0,1·ln s + 1)² = { $attention }.
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

## Sliders and play
# The offset's slider beside the offset field; $min and $max: its ends.
figure-slider-offset = Décalage Δ, de { $min } à { $max }

## Phones: touch screens
# On touch screens, in place of figure-heatmap-keys: one finger scrolls the page, two pinch and pan the map.
figure-heatmap-keys-touch = Touchez la carte pour lire une valeur. Un doigt fait défiler la page ; deux doigts pincent pour zoomer sur la carte et glissent pour la déplacer. Au clavier : donnez le focus à la carte, puis utilisez les touches fléchées, + et −, et 0 pour la carte entière.
# On touch screens, in place of figure-heatmap-readout-none.
figure-heatmap-readout-none-touch = Touchez la carte pour lire une valeur.

## Figures on small screens
# The heat map's caption ends with what one screen pixel of the picture holds, measured from the size
# it is drawn at. $rows and $cols: positions and coordinates per pixel, numbers written out (1.5, 0.19);
# $rowsCount and $colsCount: the same numbers, for the plural; $averaged: yes when a pixel shows the
# mean of the values it covers (more rows or columns than pixels), no otherwise.
figure-heatmap-pixel = Un pixel : environ { $rows } { $rowsCount ->
        [one] position
       *[other] positions
    } × { $cols } { $colsCount ->
        [one] coordonnée
       *[other] coordonnées
    }{ $averaged ->
        [yes] , en moyenne.
       *[no] .
    }
# When every value has several pixels: $height and $width, pixels per value, numbers written out.
figure-heatmap-pixel-cell = Une valeur : environ { $height } × { $width } pixels.
# Several figures are shown one at a time, chosen with tabs: the tab list's name, then one short name per figure.
figure-tabs-label = Figures
figure-tab-heatmap = Carte de chaleur
figure-tab-waves = Ondes
figure-tab-rotation = Rotation
figure-tab-dot = Produit scalaire
figure-tab-wavelengths = Longueurs d’onde
figure-tab-input = Somme à l’entrée
figure-tab-learned = Table apprise
figure-tab-precision = Précision
figure-tab-rope = RoPE
figure-tab-rope-decay = Décroissance de RoPE
figure-tab-rope-scaling = Mise à l’échelle de RoPE

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
