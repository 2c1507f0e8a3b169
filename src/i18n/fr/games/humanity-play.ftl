## Humanity : ce que dit le moteur du jeu (lignes du journal, choix, refus, aperçus, l'invite du
## courriel de tour, la ligne d'état de la page) et les noms des éléments qu'il nomme. Il n'existe pas de traduction
## officielle de ces noms : ceux-ci sont une traduction de Turnpost.
## Termes : astronaute, module, tuile, hangar, expérience, mission, station, bras, manche, année ;
## PT (points de travail), PR (points de recherche), PV (points de victoire).

## Les joueurs par couleur

humanity-seat-yellow = Jaune
humanity-seat-blue = Bleu
humanity-seat-green = Vert
humanity-seat-pink = Rose
humanity-seat-a-player = Un joueur

## Les ressources : dans une phrase, et leur nom écrit

humanity-resource-ice = glace
humanity-resource-methane = méthane
humanity-resource-insect = insectes
humanity-resource-oxygen = oxygène
humanity-resource-aircarbon = aircarbone
humanity-resource-protein = protéines
humanity-resource-electricity = électricité
humanity-resource-ice-name = Glace
humanity-resource-methane-name = Méthane
humanity-resource-insect-name = Insectes
humanity-resource-oxygen-name = Oxygène
humanity-resource-aircarbon-name = Aircarbone
humanity-resource-protein-name = Protéines
humanity-resource-electricity-name = Électricité

## Couleurs des modules, leurs symboles, formes des serres, côtés des expériences

humanity-colour-orange = orange
humanity-colour-blue = bleu
humanity-colour-purple = violet
humanity-colour-green = vert
humanity-symbol-gear = engrenage
humanity-symbol-robot = robot
humanity-symbol-flask = fiole
humanity-symbol-sprout = pousse
humanity-shape-round = ronde
humanity-shape-rectangular = rectangulaire
humanity-shape-octagonal = octogonale
humanity-shape-wild = joker
humanity-side-left = gauche
humanity-side-centre = centre
humanity-side-right = droite

## Les modules

humanity-module-ice-drill = Foreuse à glace
humanity-module-insect-farm = Ferme à insectes
humanity-module-methane-extractor = Extracteur de méthane
humanity-module-power-plant = Centrale électrique
humanity-module-communication-module = Module de communication
humanity-module-time-accelerator = Accélérateur temporel
humanity-module-insect-or-methane-plant = Usine à insectes ou à méthane
humanity-module-insect-or-ice-plant = Usine à insectes ou à glace
humanity-module-methane-or-ice-plant = Usine à méthane ou à glace
humanity-module-oxygen-plant = Usine à oxygène
humanity-module-aircarbon-plant = Usine à aircarbone
humanity-module-protein-plant = Usine à protéines
humanity-module-botany-lab = Laboratoire de botanique
humanity-module-robotics-lab = Laboratoire de robotique
humanity-module-engineering-lab = Laboratoire d'ingénierie
humanity-module-octagonal-greenhouse = Serre octogonale
humanity-module-rectangular-greenhouse = Serre rectangulaire
humanity-module-round-greenhouse = Serre ronde
humanity-module-oxygen-fed-generator = Générateur à oxygène
humanity-module-aircarbon-fed-generator = Générateur à aircarbone
humanity-module-protein-or-oxygen-plant = Usine à protéines ou à oxygène
humanity-module-aircarbon-or-oxygen-plant = Usine à aircarbone ou à oxygène
humanity-module-protein-or-aircarbon-plant = Usine à protéines ou à aircarbone
humanity-module-mechanics-lab = Laboratoire de mécanique
humanity-module-systems-lab = Laboratoire des systèmes
humanity-module-agronomy-lab = Laboratoire d'agronomie
humanity-module-automation-lab = Laboratoire d'automatisation
humanity-module-orange-drone-strip = Piste de drones orange
humanity-module-blue-drone-strip = Piste de drones bleue
humanity-module-advanced-robotics-lab = Laboratoire de robotique avancée
humanity-module-advanced-mechanics-lab = Laboratoire de mécanique avancée
humanity-module-advanced-agronomy-lab = Laboratoire d'agronomie avancée
humanity-module-advanced-systems-lab = Laboratoire des systèmes avancés
humanity-module-wild-greenhouse = Serre joker
humanity-module-orange-communication-module = Module de communication orange
humanity-module-blue-communication-module = Module de communication bleu
humanity-module-unknown-module = Module inconnu

## Des mots qui entrent dans les phrases

humanity-semicolon = {" ; "}
humanity-obstacle = obstacle
humanity-nothing = rien
humanity-either = { $first } ou { $second }
humanity-amount = { $res } ×{ $count }
humanity-gain-vp = { $n } PV
humanity-gain-rp = { $n } PR
humanity-no-points = aucun point
humanity-the-tile = la tuile { $tile } en { $cell }
humanity-the-obstacle = l'obstacle en { $cell }
humanity-spend = { $res } ×{ $count } de { $from }
humanity-spend-electricity = électricité ×{ $count } de { $from }, comme { $res }
humanity-spend-convert = { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    } de { $from } converties en { $res }
humanity-moves-none = aucun astronaute de la station ne peut reculer
humanity-moves-back = l'astronaute { $astronaut } recule au hangar { $hangar }

## Le journal de la partie

humanity-log-activation = { $tile } en { $cell }{ $stored }
humanity-log-activation-times = { $tile } en { $cell } ×{ $times }{ $stored }
humanity-log-stored = {" "}(+{ $count } { $res })
humanity-log-paid-nothing = sans rien payer
humanity-log-paid = payé : { $parts }
humanity-log-pay-one = { $res } de { $cell }
humanity-log-pay-many = { $res } ×{ $count } de { $cell }
humanity-log-pay-convert = { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    } de { $cell } converties en { $res }
humanity-log-worked = { $who } a travaillé avec l'astronaute { $astronaut } : { $summary }
humanity-log-destroyed = {" ; "}{ $count ->
        [one] { $count } obstacle détruit
       *[other] { $count } obstacles détruits
    } ({ $rp } PR)
humanity-log-time-units = {" ; "}{ $count ->
        [one] { $count } unité de temps
       *[other] { $count } unités de temps
    } : { $moves }
humanity-log-deployed = { $who } a déployé la tuile { $module } en { $cell } ({ $payment } ; l'astronaute { $astronaut } s'envole vers le hangar { $hangar }) : { $gains }
humanity-log-squares = , { $count ->
        [one] { $count } carré
       *[other] { $count } carrés
    }
humanity-log-upgrades = , { $count ->
        [one] { $count } amélioration
       *[other] { $count } améliorations
    }
humanity-log-experiment = { $who } a réalisé l'expérience du hangar { $hangar } (côté { $side }, ligne { $line } ; { $payment } ; l'astronaute { $astronaut } s'envole vers le hangar { $hangar }) : { $gains }
humanity-log-reactivated = {" ; "}les astronautes de la base sont de nouveau actifs
humanity-log-passed = { $who } a passé avec l'astronaute { $astronaut } : rien d'autre n'était possible
humanity-log-end-of-round = Fin de la manche { $round } : le bras avance de { $hangars ->
        [one] { $hangars } hangar
       *[other] { $hangars } hangars
    }, { $astronauts ->
        [one] { $astronauts } astronaute rentre à sa base
       *[other] { $astronauts } astronautes rentrent à leur base
    }
humanity-log-end-of-year = Fin de l'année { $year } : la recherche est convertie en science, les pistes de recherche repartent à zéro
humanity-log-new-year = L'année { $year } commence avec de nouvelles expériences et de nouveaux modules
humanity-log-finishes = { $who } termine { $rank ->
        [1] 1er
       *[other] { $rank }e
    } avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ({ $vp } PV + { $science } de science)
humanity-log-placed = { $who } a placé ses astronautes de retour
humanity-log-land = Les astronautes de retour se posent : { $parts }
humanity-log-lands-at = { $who } en { $cells }
humanity-log-mission-completed = { $who } a accompli la mission { $mission } : +3 PV, +1 science
humanity-log-mission-taken = { $who } a pris la mission { $mission } à { $holder } ({ $mine } contre { $theirs }) : +3 PV, { $holder } -3 PV

## Les choix : les étapes d'une décision, leurs options et pourquoi une option est refusée

humanity-wp = { $n } PT
humanity-wp-left = { $left } PT sur { $wp }
humanity-the-module = la tuile { $module }
humanity-the-experiment = l'expérience du hangar { $hangar }
humanity-no-vp = aucun PV
humanity-colour-orange-name = Orange
humanity-colour-blue-name = Bleu
humanity-colour-purple-name = Violet
humanity-colour-green-name = Vert
humanity-colour-with-symbol = { $colour } ({ $symbol })
humanity-choice-place-first = Placez vos astronautes de retour : où se pose l'astronaute { $astronaut } ({ $wp } PT) ?
humanity-choice-place-next = Où se pose l'astronaute { $astronaut } ({ $wp } PT) ?
humanity-choice-landing = { $cell }, { $next }
humanity-choice-next-to = à côté de { $modules }
humanity-choice-astronaut-at = Astronaute { $astronaut } en { $cell } ({ $wp })
humanity-choice-astronaut = Astronaute { $astronaut } ({ $wp })
humanity-choice-which-astronaut = Quel astronaute agit ?
humanity-choice-what-does = Que fait l'astronaute { $astronaut } ?
humanity-choice-work = Travailler : activer des tuiles de votre base avec { $wp } PT
humanity-choice-deploy-onto = Déployer un module de la station en { $cell }
humanity-choice-deploy = Déployer un module de la station
humanity-choice-experiment = Réaliser une expérience exposée
humanity-choice-pass = Passer : rien d'autre n'est possible, l'astronaute se repose pour la manche
humanity-choice-tile-producer = La tuile { $tile } en { $cell } : +1 { $res } par activation, { $wp } ; elle stocke { $stock } sur 3
humanity-choice-tile-time = La tuile { $tile } en { $cell } : 1 unité de temps par activation, { $wp }
humanity-choice-tile-obstacle = L'obstacle en { $cell } : { $resistance } de résistance restante, { $wp } par activation
humanity-choice-stored = { $stock } sur 3 en stock
humanity-choice-time-units = { $count ->
        [one] { $count } unité de temps
       *[other] { $count } unités de temps
    }
humanity-choice-cleared = l'obstacle est dégagé : +3 PR
humanity-choice-resistance-left = { $resistance } de résistance restante
humanity-choice-times = { $count ->
        [1] Une fois
        [2] Deux fois
       *[other] { $count } fois
    } ({ $wp }) : { $result }
humanity-choice-first-tile = Quelle tuile l'astronaute { $astronaut } active-t-il d'abord ?
humanity-choice-next-tile = Il reste { $wp } PT à l'astronaute { $astronaut } : quelle tuile ensuite ?
humanity-choice-stop = Arrêter de travailler : { $wp ->
        [one] le PT restant est perdu
       *[other] les { $wp } PT restants sont perdus
    }
humanity-choice-how-many = Combien de fois l'astronaute { $astronaut } active-t-il { $tile } ?
humanity-feature-colour-chosen = orange ou bleu, au choix lors du déploiement
humanity-feature-makes = produit { $res }, { $wp } PT pour l'activer
humanity-feature-time = 1 unité de temps par activation, { $wp } PT pour l'activer
humanity-feature-greenhouse = serre { $shape } : des PV selon la taille de son groupe (3 au plus, toutes de formes différentes)
humanity-feature-a-greenhouse = une serre : des PV selon la taille de son groupe (3 au plus, toutes de formes différentes)
humanity-feature-drone = une piste de drones
humanity-feature-any-colour = de n'importe quelle couleur
humanity-feature-adjacency = { $rp } PR par module voisin { $of }
humanity-choice-upgrades = {" "}({ $count ->
        [one] { $count } amélioration
       *[other] { $count } améliorations
    })
humanity-choice-module = La tuile { $module } du hangar { $hangar } : coûte { $cost }
humanity-choice-gains-at = En { $cell } : { $gains }
humanity-choice-which-module = Quel module l'astronaute { $astronaut } déploie-t-il en { $cell } ?
humanity-choice-which-colour = Quelle couleur prend le module de communication ?
humanity-choice-upgrade-first = L'astronaute { $astronaut } passe de { $from } à { $to } PT
humanity-choice-upgrade = l'astronaute { $astronaut } passe de { $from } à { $to } PT
humanity-choice-upgrade-one = Votre carré rapporte une amélioration (+1 PT) : quel astronaute la reçoit ?
humanity-choice-upgrade-many = Vos carrés rapportent { $count } améliorations (+1 PT chacune) : quels astronautes les reçoivent ?
humanity-choice-then-time = , puis 2 unités de temps
humanity-choice-then-reactivate = , puis vos astronautes de la base sont de nouveau actifs
humanity-choice-experiment-at = L'expérience du hangar { $hangar } : côté { $side }, coûte { $cost }
humanity-choice-experiment-line = Votre expérience numéro { $line } du côté { $side } : { $vp } pour sa ligne ; l'astronaute { $astronaut } s'envole vers le hangar { $hangar }
humanity-choice-which-experiment = Quelle expérience l'astronaute { $astronaut } réalise-t-il ?
humanity-choice-proposed = Le paiement proposé : { $payment }
humanity-choice-payment = { $payment }
humanity-choice-payment-nothing = Rien
humanity-choice-kept = { $count } en { $cell }
humanity-choice-afterwards = Stock ensuite : { $kept }
humanity-choice-by-resource = Autrement : choisir les modules qui paient, ressource par ressource
humanity-choice-how-pay = Comment payez-vous { $cost } pour { $what } ?
humanity-choice-how-pay-the = Comment payez-vous { $cost } ?
humanity-refusal-no-tile = Avec { $wp } PT { $wp ->
        [one] restant
       *[other] restants
    }, l'astronaute { $astronaut } ne peut activer aucune tuile : un module de production s'arrête à 3 unités stockées.
humanity-refusal-station-empty = Il ne reste aucun module sur la station.
humanity-refusal-no-module-affordable = Vous ne pouvez payer aucun module de la station avec ce que stockent vos modules.
humanity-refusal-only-greenhouses = Les seuls modules que vous pouvez payer sont des serres qui ne peuvent pas être placées en { $cell } : un groupe compte au plus 3 serres de formes différentes.
humanity-refusal-no-experiment-left = Plus aucune expérience n'est exposée cette année.
humanity-refusal-no-experiment-affordable = Vous ne pouvez payer aucune expérience exposée avec ce que stockent vos modules.
humanity-refusal-astronaut-idle = L'astronaute { $astronaut } ne peut rien faire maintenant. { $work } { $deploy }
humanity-refusal-pass = Vous ne pouvez passer que si rien d'autre n'est possible.
humanity-refusal-cannot-pay = Vous ne pouvez pas payer { $cost } avec ce que stockent vos modules.

## Les refus des règles

humanity-what-experiment = expérience
humanity-error-game-over = La partie est terminée.
humanity-error-no-such-seat = Il n'y a pas de place { $seat } à cette table.
humanity-error-not-your-turn = Ce n'est pas votre tour : c'est à { $colour } de jouer.
humanity-error-placement-pending = La manche est terminée : les astronautes de retour doivent d'abord être placés.
humanity-error-not-placement-time = Les astronautes ne se placent qu'à la fin d'une manche.
humanity-error-no-such-astronaut = Vous n'avez pas d'astronaute { $astronaut } : vous avez les astronautes 1, 2 et 3 (0, 1 et 2 dans l'API JSON).
humanity-error-astronaut-on-station = L'astronaute { $astronaut } est sur la station, pas dans votre base.
humanity-error-astronaut-returning = L'astronaute { $astronaut } attend d'être placé, il n'est pas dans votre base.
humanity-error-astronaut-exhausted = L'astronaute { $astronaut } est épuisé et ne peut plus agir pendant cette manche.
humanity-error-no-activation = Une action Travailler demande au moins une activation.
humanity-error-no-tile-at = Il n'y a pas de tuile en { $cell } dans votre base.
humanity-error-not-activatable = La tuile { $tile } en { $cell } ne peut pas être activée.
humanity-error-stock-full = La tuile { $tile } en { $cell } stocke déjà 3 unités ; dépensez-en avant d'en produire davantage.
humanity-error-not-enough-wp = Il reste { $left } PT à l'astronaute { $astronaut }, mais activer la tuile { $tile } en { $cell } coûte { $cost } PT.
humanity-error-no-such-hangar = Il n'y a pas de hangar { $hangar } : les hangars sont numérotés de 1 à 8 (de 0 à 7 dans l'API JSON).
humanity-error-empty-hangar = Le hangar { $hangar } ne contient aucun module.
humanity-error-no-such-slot = Il n'y a pas d'emplacement d'expérience { $slot } : les emplacements sont numérotés de 1 à 7.
humanity-error-empty-slot = L'emplacement d'expérience { $slot } est vide.
humanity-error-colour-needed = Choisissez orange ou bleu pour le module de communication.
humanity-error-bad-colour = Un module de communication devient orange ou bleu, pas { $colour }.
humanity-error-colour-not-allowed = Seul un module de communication prend une couleur ; la tuile { $module } n'en prend pas.
humanity-error-greenhouse-group-too-big = Une serre en { $cell } formerait un groupe de plus de 3 serres.
humanity-error-greenhouse-same-shape = Une serre en { $cell } mettrait deux serres de forme { $shape } dans un même groupe.
humanity-error-pay-from-nothing = Il n'y a pas de module en { $cell } dans votre base pour payer.
humanity-error-pay-nothing = Chaque ligne d'un paiement doit prendre au moins une unité.
humanity-error-pay-wrong-type = La tuile { $tile } en { $cell } stocke { $stores }, qui ne peut pas payer { $pays }.
humanity-error-convert-not-advanced = Seule une ressource avancée peut se payer avec trois unités ; { $res } n'en est pas une.
humanity-error-convert-wrong-type = La tuile { $tile } en { $cell } ne peut pas aider à convertir en { $pays } : seules des unités de { $pair } ou d'Électricité le peuvent.
humanity-error-overdraw = La tuile { $tile } en { $cell } stocke { $stock ->
        [one] { $stock } unité
       *[other] { $stock } unités
    } mais votre paiement en prend { $taken }.
humanity-error-convert-not-triple = Les unités converties en { $res } vont par trois, mais votre paiement en convertit { $units }.
humanity-error-payment-mismatch = Coût ({ $what }) : { $res } ×{ $need }, mais votre paiement couvre { $res } ×{ $got }.
humanity-error-unaffordable = Vous ne pouvez pas payer { $cost }.
humanity-error-upgrade-count = Ce déploiement rapporte { $owed ->
        [one] { $owed } amélioration d'astronaute
       *[other] { $owed } améliorations d'astronaute
    } mais votre tour en attribue { $given }.
humanity-error-upgrade-full = L'astronaute { $astronaut } a déjà 4 PT et ne peut plus être amélioré.
humanity-error-pass-not-allowed = Vous ne pouvez passer que si vous n'avez aucune autre action légale.
humanity-error-nothing-to-place = Vous n'avez aucun astronaute de retour à placer.
humanity-error-already-placed = Vous avez déjà placé vos astronautes de retour.
humanity-error-placement-count = Vous avez { $need ->
        [one] { $need } astronaute de retour
       *[other] { $need } astronautes de retour
    } à placer mais votre placement en nomme { $given }.
humanity-error-not-returning = L'astronaute { $astronaut } ne rentre pas à votre base.
humanity-error-placed-twice = L'astronaute { $astronaut } est placé deux fois.
humanity-error-cell-taken = La case { $cell } est déjà prise.
humanity-error-same-cell = Deux de vos astronautes ne peuvent pas aller tous deux en { $cell }.
humanity-error-not-next-to-module = La case { $cell } n'est voisine d'aucun de vos modules.

## Ce que fera une décision (sa confirmation)

humanity-preview-lands-at = l'astronaute { $astronaut } en { $cell }
humanity-preview-land = Vos astronautes de retour se posent : { $parts }.
humanity-preview-land-hidden = Les autres joueurs ne voient où qu'une fois que chacun a placé les siens ; puis la manche suivante commence.
humanity-preview-ends-at = finit au hangar { $hangar } de la station
humanity-preview-exhausted = reste en { $cell }, épuisé pour cette manche
humanity-preview-stays = reste en { $cell } avec { $left } PT sur { $wp }
humanity-preview-heads-home = rentre à la base
humanity-preview-works = L'astronaute { $astronaut } travaille et { $ends }.
humanity-preview-deploys-at = L'astronaute { $astronaut } déploie la tuile { $module } en { $cell } et { $ends }.
humanity-preview-deploys = L'astronaute { $astronaut } déploie la tuile { $module } et { $ends }.
humanity-preview-experiment = L'astronaute { $astronaut } réalise l'expérience du hangar { $hangar } et { $ends }.
humanity-preview-passes = L'astronaute { $astronaut } passe et { $ends }.
humanity-preview-pay = {" "}Vous payez { $cost }.
humanity-preview-squares = { $count ->
        [one] { $count } carré
       *[other] { $count } carrés
    }
humanity-preview-no-points = {" "}Aucun point.
humanity-preview-get = {" "}Vous gagnez { $gains }.
humanity-preview-will-store = La tuile { $tile } en { $cell } stockera { $after } (actuellement { $now }).
humanity-preview-uses-all = L'astronaute { $astronaut } utilise les { $had } PT qui lui restaient.
humanity-preview-uses = L'astronaute { $astronaut } utilise { $used } des { $had } PT qui lui restaient ; { $lost ->
        [one] { $lost } PT inutilisé est perdu
       *[other] { $lost } PT inutilisés sont perdus
    }.
humanity-preview-upgrade = L'astronaute { $astronaut } passe de { $from } à { $to } PT.

## Le courriel de tour

humanity-prompt-points = Vous avez { $vp } PV et { $rp } PR (science { $science }).
humanity-prompt-stored = En stock : électricité { $electricity }, unités avancées { $advanced }, unités de base { $basic }.
humanity-prompt-progress = année { $year }, manche { $round }
humanity-prompt-place = placez vos astronautes de retour
humanity-prompt-place-headline = Vos astronautes sont revenus de la station dans { $title } : choisissez où ils se posent.

## La ligne d'état de la page de la partie

humanity-status-over = Partie terminée
humanity-status = Année { $year }, manche { $round }
humanity-status-to-play = Année { $year }, manche { $round } : à { $who } de jouer
humanity-status-placing = Année { $year }, manche { $round } : placement des astronautes de retour

## Les mots de la page autour des images : titres, notes du revisionnage, graphique.
humanity-title-station-words = La station en mots
humanity-title-base-words = Cette base en mots
humanity-title-glance-others = Les autres joueurs d'un coup d'œil
humanity-title-glance = Les joueurs d'un coup d'œil
humanity-title-missions = Missions
humanity-title-station = La station
humanity-title-tracks = Points et recherche
humanity-title-scores = Scores finaux
humanity-revealed = Tous les totaux de science sont maintenant révélés.
humanity-chart-title = Points et recherche au fil de la partie
humanity-chart-vp = Points de victoire (PV)
humanity-chart-score = Score : PV + science
humanity-chart-rp = Recherche (PR)
humanity-replay-over = La partie est terminée : chaque total de science est montré à chaque étape.
humanity-replay-seat = La partie est en cours : vous voyez votre propre science à chaque étape, jamais celle des autres joueurs.
humanity-replay-watcher = La partie est en cours : chaque total de science reste caché jusqu'à la fin.
humanity-mat-yours = Votre base
humanity-mat-of = La base de { $who }

## The page's words beside the pictures: the glance, the missions, the final scores.
humanity-missions-nobody = personne pour l'instant
humanity-missions-mission = Mission
humanity-missions-needs = Seuil
humanity-missions-held-by = Détenue par
humanity-missions-measures = Mesures
humanity-glance-none = aucune
humanity-glance-to-act = à jouer
humanity-glance-marker = { $colour } { $symbol }, { $letter } sur les pions
humanity-glance-astronauts = Astronautes : { $list }
humanity-glance-holdings = Expériences : { $experiments } · missions : { $missions }
humanity-stock-electricity = { $n } électricité
humanity-stock-advanced = { $n } avancée(s)
humanity-stock-basic = { $n } de base
humanity-stock-nothing = rien en stock
humanity-stock-stored = { $list } : { $total ->
    [one] { $total } unité
   *[other] { $total } unités
} en stock
humanity-astronaut-hangar = hangar { $n }
humanity-astronaut-returning = en retour
humanity-astronaut-wp-left = { $left } PT sur { $wp } restants
humanity-astronaut-wp = { $wp } PT
humanity-astronaut = { $place }, { $wp }
humanity-astronaut-exhausted = { $place }, { $wp }, épuisé
humanity-experiments-side = { $side } { $n }
humanity-experiments = { $count } ({ $sides })
humanity-base-slides = La base, défile sur le côté
humanity-scores-player = Joueur
humanity-scores-printed = PV imprimés
humanity-scores-greenhouses = Serres
humanity-scores-squares = Carrés
humanity-scores-lines = Lignes
humanity-scores-missions = Missions
humanity-scores-stored = Unités en stock
humanity-scores-vp = PV
humanity-scores-science = Science
humanity-scores-score = Score
humanity-scores-note = PV imprimés : modules et expériences. Lignes : expériences côte à côte. Missions : gagnées moins perdues. Unités en stock : 1 PV pour 5 à la fin. Science : la recherche de chaque année, le bonus des retardataires, et les missions. Score : PV + science.
humanity-mission-A1 = Un groupe connecté d'au moins 4 modules orange
humanity-mission-A2 = Un groupe connecté d'au moins 3 modules bleus
humanity-mission-A3 = Un groupe d'au moins 3 modules violets, contact en diagonale compris
humanity-mission-A4 = Au moins 6 modules orange dans la base
humanity-mission-A5 = Au moins 4 modules bleus dans la base
humanity-mission-A6 = Au moins 3 modules violets dans la base
humanity-mission-B1 = Une ligne verticale d'au moins 4 modules de couleurs quelconques
humanity-mission-B2 = Une ligne horizontale d'au moins 5 modules de couleurs quelconques
humanity-mission-B3 = Une ligne diagonale d'au moins 4 modules de couleurs quelconques
humanity-mission-B4 = Une ligne verticale d'au moins 3 modules d'une même couleur
humanity-mission-B5 = Une ligne horizontale d'au moins 3 modules d'une même couleur
humanity-mission-B6 = Une ligne diagonale d'au moins 3 modules d'une même couleur
humanity-mission-C1 = Au moins 4 symboles glace ou oxygène sur les coûts de vos expériences
humanity-mission-C2 = Au moins 4 symboles méthane ou aircarbone sur les coûts de vos expériences
humanity-mission-C3 = Au moins 4 symboles insecte ou protéine sur les coûts de vos expériences
humanity-mission-C4 = Au moins 3 expériences du côté gauche
humanity-mission-C5 = Au moins 3 expériences du centre
humanity-mission-C6 = Au moins 3 expériences du côté droit
