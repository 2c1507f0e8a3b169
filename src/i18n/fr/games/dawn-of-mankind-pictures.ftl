# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.

## Ressources, icônes et places (paint)
dawn-of-mankind-pic-letter-fruit = F
dawn-of-mankind-pic-letter-meat = V
dawn-of-mankind-pic-letter-tools = O
dawn-of-mankind-pic-letter-hides = P
dawn-of-mankind-pic-res-fruit = fruits
dawn-of-mankind-pic-res-meat = viande
dawn-of-mankind-pic-res-tools = outils
dawn-of-mankind-pic-res-hides = peaux
dawn-of-mankind-pic-icon-letter-progress = P
dawn-of-mankind-pic-icon-letter-art = A
dawn-of-mankind-pic-icon-letter-newborn = N
dawn-of-mankind-pic-seat-n = Place { $n }

## Le plateau (board)
dawn-of-mankind-pic-board-label = Plateau de Dawn of Mankind. { $status }
dawn-of-mankind-pic-players-label = Les joueurs : à qui le tour, et les meeples de chacun
dawn-of-mankind-pic-supply-label = Le présentoir d'art et les piles Progrès
dawn-of-mankind-pic-status-setup = Tour de mise en place { $turn } sur { $turns }.
dawn-of-mankind-pic-status-turn = Tour { $turn }.
dawn-of-mankind-pic-status-now = À jouer : { $who }.
dawn-of-mankind-pic-status-over-stall = Partie terminée : plus personne ne pouvait rien changer.
dawn-of-mankind-pic-status-over-vp = Partie terminée : l'objectif de PV est atteint.
dawn-of-mankind-pic-head-setup = Mise en place { $turn }/{ $turns }
dawn-of-mankind-pic-head-turn = Tour { $turn }
dawn-of-mankind-pic-head-over = Partie terminée
dawn-of-mankind-pic-head-note-stall = plus aucun coup
dawn-of-mankind-pic-head-note-vp = objectif de PV atteint
dawn-of-mankind-pic-head-note-title = Dawn of Mankind
dawn-of-mankind-pic-to-play = À jouer : { $who }
dawn-of-mankind-pic-nobody-plays = Plus personne ne joue.
dawn-of-mankind-pic-nobody-to-play = Personne n'est à jouer.
dawn-of-mankind-pic-meeples = inventaire { $mat } · plateau { $board }
dawn-of-mankind-pic-you = (vous)
dawn-of-mankind-pic-exits-to = sortie vers { $stage }
dawn-of-mankind-pic-exits-to-mat = sortie vers l'inventaire
dawn-of-mankind-pic-you-can-take = Vous pouvez prendre :
dawn-of-mankind-pic-move-along = Suivre le chemin { $route } jusqu'à { $tile }
dawn-of-mankind-pic-route = Chemin { $route }
dawn-of-mankind-pic-empty = vide
dawn-of-mankind-pic-nothing = rien
dawn-of-mankind-pic-free = gratuite
dawn-of-mankind-pic-none = aucune
dawn-of-mankind-pic-pay = payer
dawn-of-mankind-pic-get = gagner
dawn-of-mankind-pic-cost = coût
dawn-of-mankind-pic-food-n = { $n } nourriture
dawn-of-mankind-pic-vp-n = { $n } PV
dawn-of-mankind-pic-barter-pay = 2 d'une sorte
dawn-of-mankind-pic-barter-get = 3 d'une autre
dawn-of-mankind-pic-tales-get = 1 PV par carte
dawn-of-mankind-pic-meeple-to-mat = + meeple à l'inventaire
dawn-of-mankind-pic-needs-on-board = { $n } requis sur le plateau
dawn-of-mankind-pic-exit-mat = inv.
dawn-of-mankind-pic-art-display = Présentoir d'art
dawn-of-mankind-pic-art-deck = pioche : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
dawn-of-mankind-pic-art-slot-empty = { $slot }. vide
dawn-of-mankind-pic-art-line = ligne { $line } sur 3
dawn-of-mankind-pic-progress-piles = Piles Progrès
dawn-of-mankind-pic-top-card-first = carte du dessus d'abord
dawn-of-mankind-pic-pile-left = { $n ->
        [0] plus aucune
       *[other] reste { $n }
    }
dawn-of-mankind-pic-pile-top = dessus n° { $number } :
dawn-of-mankind-pic-setup-cards = Cartes de mise en place sur la table

## Le plateau d'inventaire d'un joueur (board_mat)
dawn-of-mankind-pic-mat = Plateau d'inventaire
dawn-of-mankind-pic-mat-of = Plateau d'inventaire de { $who }
dawn-of-mankind-pic-no-player = Ce joueur n'existe pas.
dawn-of-mankind-pic-your-mat = votre inventaire
dawn-of-mankind-pic-vp-total = Total de PV : { $n }
dawn-of-mankind-pic-vp-total-hidden = Total de PV : caché
dawn-of-mankind-pic-final-score = score final { $n }
dawn-of-mankind-pic-setup-card = Carte de mise en place : { $card }
dawn-of-mankind-pic-spoil-limits = Au repos, garde au plus { $meat } viande, { $fruit } fruits
dawn-of-mankind-pic-on-mat = Sur l'inventaire : { $n }
dawn-of-mankind-pic-on-board = Sur le plateau : { $n }
dawn-of-mankind-pic-mat-spaces = Cases de l'inventaire
dawn-of-mankind-pic-printed-or-covered = impr. ou couvertes
dawn-of-mankind-pic-printed = imprimée
dawn-of-mankind-pic-space-cooking = Cuisine :
dawn-of-mankind-pic-space-religion = Religion :
dawn-of-mankind-pic-space-storytelling = Art du conte :
dawn-of-mankind-pic-cooking-scores = perdre { $food } nourriture pour { $vp } PV
dawn-of-mankind-pic-religion-scores = { $food } PV par 2 nourriture, { $goods } PV par 2 outils/peaux
dawn-of-mankind-pic-story-scores = { $cards } PV par carte, { $meeples } PV par meeple sur le plateau
dawn-of-mankind-pic-first-area = Première zone d'attente : au plus { $limit } des vôtres. Agrandir la tribu coûte { $vp } PV.
dawn-of-mankind-pic-progress-slots = Emplacements Progrès
dawn-of-mankind-pic-acquired = { $n ->
        [one] { $n } carte acquise
       *[other] { $n } cartes acquises
    }
dawn-of-mankind-pic-slot = Emplacement { $n } :
dawn-of-mankind-pic-active = { $card } (active)
dawn-of-mankind-pic-card = { $name } n° { $number }

## La légende et les pièces (board_keys)
dawn-of-mankind-pic-legend-label = Légende du plateau de Dawn of Mankind
dawn-of-mankind-pic-legend = Légende
dawn-of-mankind-pic-key-meeple = Un meeple : la forme et la couleur de son joueur avec son initiale (ou son numéro de place). Dans une zone d'attente, le nombre à côté compte les meeples de ce joueur.
dawn-of-mankind-pic-key-res-fruit = F fruits (nourriture)
dawn-of-mankind-pic-key-res-meat = V viande (nourriture)
dawn-of-mankind-pic-key-res-tools = O outils
dawn-of-mankind-pic-key-res-hides = P peaux
dawn-of-mankind-pic-key-icon-progress = P progrès : prenez une carte Progrès.
dawn-of-mankind-pic-key-icon-art = A art : créez une œuvre d'art depuis le présentoir.
dawn-of-mankind-pic-key-icon-newborn = N nouveau-né : un meeple de votre inventaire arrive en RC.
dawn-of-mankind-pic-key-route = Un chemin d'une zone d'attente vers une tuile. Une icône sur un chemin compte quand vous le suivez.
dawn-of-mankind-pic-key-route-choice = Épais et bleu : un chemin que vous pouvez prendre maintenant ; sa tuile est entourée.
dawn-of-mankind-pic-key-exit = ⇒ la sortie de la tuile : la zone d'attente (ou l'inventaire) où va son meeple quand vous vous reposez.
dawn-of-mankind-pic-key-pay-get = payer : ce que coûte la tuile ; gagner : ce qu'elle donne. PV : points de victoire. nourriture : fruits et viande, mélangés à volonté.
dawn-of-mankind-pic-key-stages = Les étapes de la vie : I enfance, II jeunesse, III âge adulte, IV anciens. Les meeples vieillissent de gauche à droite.
dawn-of-mankind-pic-pieces-label = Les pièces de Dawn of Mankind
dawn-of-mankind-pic-meeples-title = Meeples
dawn-of-mankind-pic-meeples-note = un par étape de la vie
dawn-of-mankind-pic-resources = Ressources
dawn-of-mankind-pic-resources-note = lettre et image
dawn-of-mankind-pic-tiles = Tuiles action
dawn-of-mankind-pic-tiles-note = parties nommées à gauche
dawn-of-mankind-pic-part-id-name = code et nom
dawn-of-mankind-pic-part-cost = coût
dawn-of-mankind-pic-part-gain-exit = gain, sortie
dawn-of-mankind-pic-part-gain-icon-exit = gain/icône/sortie
dawn-of-mankind-pic-an-art-card = Une carte Art
dawn-of-mankind-pic-an-art-card-note = coût et PV de sa ligne
dawn-of-mankind-pic-a-progress-card = Une carte Progrès
dawn-of-mankind-pic-a-progress-card-note = son coût et son effet
dawn-of-mankind-pic-pile-card = n° { $number } :
dawn-of-mankind-pic-effect-line = { $name } : { $effect }
