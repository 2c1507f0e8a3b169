# Dawn of Mankind (dawn-of-mankind) : les mots du jeu en cours : le journal, les choix d'un tour,
# les refus, l'invite du courriel de tour, l'aperçu et la ligne d'état.
# Les noms des composants sont ceux de dawn-of-mankind.ftl ; les termes suivent les règles.

## Mots utilisés dans d'autres textes.
dawn-of-mankind-res-fruit = { $count ->
    [one] { $count } fruit
   *[other] { $count } fruits
    }
dawn-of-mankind-res-meat = { $count ->
    [one] { $count } viande
   *[other] { $count } viandes
    }
dawn-of-mankind-res-tools = { $count ->
    [one] { $count } outil
   *[other] { $count } outils
    }
dawn-of-mankind-res-hides = { $count ->
    [one] { $count } peau
   *[other] { $count } peaux
    }
dawn-of-mankind-nothing = rien
dawn-of-mankind-food = { $count ->
    [one] { $count } nourriture
   *[other] { $count } nourritures
    }
dawn-of-mankind-vp = { $count } PV
dawn-of-mankind-progress-card = la carte { $name }
dawn-of-mankind-pile-cooking = Cuisine
dawn-of-mankind-pile-religion = Religion
dawn-of-mankind-pile-storytelling = Art du conte
dawn-of-mankind-pile-hunting = Chasse
dawn-of-mankind-pile-gathering = Cueillette
dawn-of-mankind-pile-knapping = Taille du silex
dawn-of-mankind-pile-tanning = Tannage
dawn-of-mankind-pile-preserving = Conservation
dawn-of-mankind-pile-cave_painting = Peinture rupestre
dawn-of-mankind-pile-midwifery = Art des sages-femmes
dawn-of-mankind-pile-shelter = Abri
dawn-of-mankind-effect-cooking = au repos, perdez 3 nourritures pour 5 PV
dawn-of-mankind-effect-religion = décompte final : 2 PV par 2 nourritures et 4 PV par 2 outils/peaux (selon les règles)
dawn-of-mankind-effect-storytelling = décompte final : 3 PV par carte acquise et 2 PV par meeple sur le plateau (selon les règles)
dawn-of-mankind-effect-hunting = +1 viande chaque fois qu'une tuile donne de la viande
dawn-of-mankind-effect-gathering = +1 fruit chaque fois qu'une tuile donne des fruits
dawn-of-mankind-effect-knapping = +1 outil chaque fois qu'une tuile donne des outils
dawn-of-mankind-effect-tanning = +1 peau chaque fois qu'une tuile donne des peaux
dawn-of-mankind-effect-preserving = limites de conservation : viande 5 et fruits 8
dawn-of-mankind-effect-cave_painting = +2 PV par œuvre d'art
dawn-of-mankind-effect-midwifery = agrandir la tribu coûte 1 PV
dawn-of-mankind-effect-shelter = limite de la première zone : 4
dawn-of-mankind-route = { $from } vers { $tile }
dawn-of-mankind-stage = { $numeral } · { $stage }

## Le journal de la partie.
dawn-of-mankind-log-setup-card = { $who } a pris une carte de mise en place et a gagné { $res }.
dawn-of-mankind-log-setup-place = { $who } a placé un meeple dans { $area }.
dawn-of-mankind-log-moved = { $who } a déplacé un meeple de { $route }.
dawn-of-mankind-log-newborn-route = { $who } a obtenu un nouveau-né dans RC (icône du chemin).
dawn-of-mankind-log-newborn-tile = { $who } a obtenu un nouveau-né dans RC (icône de la tuile).
dawn-of-mankind-log-bumped = Le meeple de { $owner } a été délogé de { $tile } vers { $area }.
dawn-of-mankind-log-bumped-mat = Le meeple de { $owner } a été délogé de { $tile } et renvoyé sur son plateau d'inventaire.
dawn-of-mankind-log-not-performed = { $who } n'a pas pu effectuer { $action } sur { $tile }.
dawn-of-mankind-log-performed = { $who } a effectué { $action } sur { $tile }{ $details }.
dawn-of-mankind-log-performed-paid = , a payé { $res }
dawn-of-mankind-log-performed-paid-vp = {" "}et des PV
dawn-of-mankind-log-performed-paid-only-vp = , a payé des PV
dawn-of-mankind-log-performed-gained = , a gagné { $res }
dawn-of-mankind-log-performed-gained-nothing = , n'a rien gagné
dawn-of-mankind-log-performed-over-limit = {" "}(sur { $all } ; le reste dépasse la limite de 8)
dawn-of-mankind-log-performed-scored = {" "}et a marqué des PV
dawn-of-mankind-log-performed-home = {" "}; le meeple est retourné sur le plateau d'inventaire
dawn-of-mankind-log-art = { $who } a créé l'œuvre { $art } (ligne { $line }) et a payé { $res }.
dawn-of-mankind-log-art-redrawn = La carte { $art } passe sous la pioche Art ; { $drawn } est piochée pour l'emplacement { $slot }.
dawn-of-mankind-log-art-deck-top = la première carte de la pioche Art
dawn-of-mankind-log-progress-slot = { $who } a pris { $card } pour { $res } et l'a posée sur l'emplacement { $slot }.
dawn-of-mankind-log-progress-mat = { $who } a pris { $card } pour { $res } et l'a posée sur sa case du plateau d'inventaire.
dawn-of-mankind-log-rested = { $who } a pris du repos.
dawn-of-mankind-log-rested-moved = { $who } a pris du repos et a fait avancer { $count ->
    [one] { $count } meeple
   *[other] { $count } meeples
    }.
dawn-of-mankind-log-cooked = { $who } a cuisiné { $res } et a marqué des PV.
dawn-of-mankind-log-expanded = { $who } a agrandi la tribu : a payé { $res } et des PV, et un meeple a rejoint RC.
dawn-of-mankind-log-expanded-no-food = { $who } a agrandi la tribu : a payé des PV, et un meeple a rejoint RC.
dawn-of-mankind-log-spoiled = { $who } a perdu { $res } (nourriture gâtée).
dawn-of-mankind-log-end-vp = { $who } a terminé un tour avec { $vp } PV ou plus : la partie est finie.
dawn-of-mankind-log-end-stall = { $count } repos d'affilée n'ont rien changé : la partie est finie (règle de blocage de Turnpost).
dawn-of-mankind-log-automatic = { $who } n'avait qu'un seul tour possible ; il a été joué automatiquement :
dawn-of-mankind-log-final-score = Score final de { $who } : { $vp } jetons de PV + { $cards } pour les cartes Progrès + { $meeples } pour les meeples sur le plateau + { $food } pour la nourriture + { $goods } pour les outils et les peaux = { $total }.
dawn-of-mankind-log-rank = { $who } se classe { $rank ->
    [1] 1er
   *[other] { $rank }e
    } avec { $score } points.
dawn-of-mankind-log-rank-shared = { $who } se classe { $rank ->
    [1] 1er
   *[other] { $rank }e
    } ex æquo avec { $score } points.

## Les choix d'un tour.
dawn-of-mankind-ask-what = Que faites-vous ?
dawn-of-mankind-choice-setup-card = Prendre une carte de mise en place
dawn-of-mankind-choice-setup-place = Placer un meeple de votre plateau d'inventaire dans une zone d'attente
dawn-of-mankind-choice-move = Déplacer un meeple le long d'un chemin
dawn-of-mankind-choice-rest = Se reposer : vos meeples sur les tuiles retournent dans les zones d'attente
dawn-of-mankind-ask-setup-card = Quelle carte de mise en place prenez-vous ?
dawn-of-mankind-choice-setup-card-resources = La carte qui vous fait commencer avec { $res }
dawn-of-mankind-ask-setup-place = Où va votre meeple ?
dawn-of-mankind-choice-ready-area = Zone d'attente { $area }, dans la colonne { $column }
dawn-of-mankind-ask-rest = Comment vous reposez-vous ?
dawn-of-mankind-choice-rest-none = Se reposer sans rien faire d'autre
dawn-of-mankind-choice-rest-cook-paying = Se reposer et cuisiner, en payant { $food }
dawn-of-mankind-choice-rest-cook = Se reposer et cuisiner
dawn-of-mankind-choice-rest-expand = Se reposer et agrandir la tribu : un meeple de votre plateau d'inventaire rejoint la colonne I
dawn-of-mankind-ask-route = Quel chemin prend votre meeple ?
dawn-of-mankind-choice-route = { $from } → { $tile } { $action } ({ $column }{ $pays } ; gain : { $gains })
dawn-of-mankind-choice-route-pays = {" "}; payez { $items }
dawn-of-mankind-choice-route-art-on-way = une œuvre en chemin
dawn-of-mankind-choice-route-progress = une carte Progrès
dawn-of-mankind-choice-route-art = une œuvre d'art
dawn-of-mankind-choice-route-newborn = un nouveau-né
dawn-of-mankind-route-idle = Vous ne pouvez pas payer { $action } maintenant : la tuile ne fera rien.
dawn-of-mankind-the-tile = la tuile
dawn-of-mankind-ask-route-art = Quelle œuvre créez-vous en chemin ?
dawn-of-mankind-art-idle = Après l'avoir payée, vous ne pourrez plus payer { $action } : la tuile ne fera rien.
dawn-of-mankind-choice-no-art = Pas d'œuvre
dawn-of-mankind-choice-art-slot = L'œuvre de l'emplacement { $slot }
dawn-of-mankind-choice-art = { $art } (emplacement { $slot }) : payez { $cost } pour { $vp } PV
dawn-of-mankind-ask-food = Quelle nourriture payez-vous ?
dawn-of-mankind-choice-no-food = Pas de nourriture
dawn-of-mankind-choice-food = Payer { $food }
dawn-of-mankind-ask-barter = Faites-vous du troc ?
dawn-of-mankind-choice-no-barter = Pas de troc
dawn-of-mankind-choice-barter = Donner { $give }, prendre { $take }
dawn-of-mankind-ask-progress = Quelle carte Progrès prenez-vous ?
dawn-of-mankind-choice-no-progress = Pas de carte Progrès
dawn-of-mankind-choice-progress = { $card }
dawn-of-mankind-choice-progress-paying = { $card }, en payant { $cost }
dawn-of-mankind-choice-progress-slot = { $card } dans votre emplacement { $slot }
dawn-of-mankind-choice-progress-slot-paying = { $card } dans votre emplacement { $slot }, en payant { $cost }
dawn-of-mankind-ask-tile-art = Quelle œuvre créez-vous sur la tuile ?
dawn-of-mankind-ask-newborn = Prenez-vous un nouveau-né ?
dawn-of-mankind-choice-newborn = Prendre un meeple nouveau-né
dawn-of-mankind-choice-no-newborn = Pas de nouveau-né

## Les refus.
dawn-of-mankind-error-game-over = La partie est finie.
dawn-of-mankind-error-no-such-seat = Il n'y a pas de place { $seat } à cette table.
dawn-of-mankind-error-not-your-turn = Ce n'est pas votre tour : c'est à { $who } de jouer.
dawn-of-mankind-error-setup-turn-expected = C'est un tour de mise en place : prenez une carte de mise en place ou placez un meeple (règle 2.6).
dawn-of-mankind-error-main-turn-expected = La mise en place est terminée : déplacez un meeple le long d'un chemin ou reposez-vous (règle 3.3).
dawn-of-mankind-error-second-setup-card = Vous avez déjà pris une carte de mise en place ; chaque joueur en prend exactement une (règle 2.6).
dawn-of-mankind-error-no-such-setup-card = { $card } n'est pas une carte de mise en place sur la table.
dawn-of-mankind-error-no-such-area = { $area } n'est pas une zone d'attente.
dawn-of-mankind-error-setup-elders = Les meeples de mise en place ne vont que dans les colonnes I, II et III, pas dans la colonne des anciens (règle 2.6).
dawn-of-mankind-error-second-in-column = Vous avez déjà placé un meeple dans la colonne { $column } pendant la mise en place ; un par colonne (règle 2.6).
dawn-of-mankind-error-not-fewest = { $area } contient { $has } meeples mais { $fewest } n'en contient que { $least } : un meeple de mise en place va dans une zone d'attente de sa colonne qui en contient le moins (règle 2.6).
dawn-of-mankind-error-no-such-route = { $route } n'est pas un chemin du plateau.
dawn-of-mankind-error-no-meeple-there = Vous n'avez aucun meeple dans { $area }, d'où part le chemin { $route } (règle 5.1).
dawn-of-mankind-error-own-meeple-on-tile = Votre propre meeple est déjà sur { $tile } ; un chemin doit mener à une tuile sans aucun des vôtres (règle 5.1).
dawn-of-mankind-error-route-art-not-allowed = Le chemin { $route } ne croise aucune icône d'art, donc route_art doit être omis (règle 5.7).
dawn-of-mankind-error-tile-art-not-allowed = { $tile } n'a pas d'icône d'art, donc tile_art doit être omis (règle 5.7).
dawn-of-mankind-error-no-such-art-slot = Il n'y a pas d'emplacement { $slot } au présentoir d'art : les emplacements sont numérotés de 1 à 4.
dawn-of-mankind-error-art-unaffordable = L'œuvre { $art } coûte { $cost } sur la ligne { $line }, ce que vous ne pouvez pas payer entièrement (règle 7.1).
dawn-of-mankind-error-food-needed = L'action { $action } sera effectuée et coûte { $food ->
    [one] { $food } nourriture
   *[other] { $food } nourritures
    } : indiquez quels fruits et quelle viande vous payez en nourriture (règle 5.7).
dawn-of-mankind-error-food-not-allowed = Le champ food ne s'applique que si une tuile qui coûte de la nourriture est effectuée ; omettez-le ici (règle 5.7).
dawn-of-mankind-error-food-wrong-total = La nourriture doit totaliser { $need }, et non { $given } (règle 0.9).
dawn-of-mankind-error-food-short = Vous avez { $has_fruit ->
    [one] { $has_fruit } fruit
   *[other] { $has_fruit } fruits
    } et { $has_meat ->
    [one] { $has_meat } viande
   *[other] { $has_meat } viandes
    } : vous ne pouvez donc pas payer { $fruit ->
    [one] { $fruit } fruit
   *[other] { $fruit } fruits
    } et { $meat ->
    [one] { $meat } viande
   *[other] { $meat } viandes
    }.
dawn-of-mankind-error-barter-needed = Le Troc sera effectué : indiquez ce que vous donnez et ce que vous prenez (règle 5.7).
dawn-of-mankind-error-barter-not-allowed = Le champ barter ne s'applique que si le Troc est effectué ; omettez-le ici (règle 5.7).
dawn-of-mankind-error-barter-same = Le Troc échange 2 ressources d'un type contre 3 d'un autre type ; ce que vous donnez et ce que vous prenez doivent différer (règle 6.7).
dawn-of-mankind-error-barter-short = Vous avez moins de { $res } à donner au Troc (règle 6.7).
dawn-of-mankind-error-progress-not-allowed = { $tile } n'a pas d'icône de progrès, donc progress doit être omis (règle 5.7).
dawn-of-mankind-error-no-such-pile = Il n'y a pas de pile { $pile } en jeu avec une carte restante (règle 8.3).
dawn-of-mankind-error-already-acquired = Vous avez déjà acquis une carte { $pile } ; un nom ne peut être acquis qu'une fois, même recouvert (règle 8.2).
dawn-of-mankind-error-progress-unaffordable = La carte { $card } coûte { $cost }, ce que vous ne pouvez pas payer entièrement (règle 8.3).
dawn-of-mankind-error-slot-not-allowed = Une carte { $pile } va sur sa propre case de votre plateau d'inventaire, donc slot doit être null (règle 8.3).
dawn-of-mankind-error-slot-needed = Une carte { $pile } va dans l'emplacement 1, 2 ou 3 ; indiquez lequel (règle 8.3).
dawn-of-mankind-error-no-such-slot = Il n'y a pas d'emplacement { $slot } : les emplacements sont numérotés de 1 à 3 (règle 8.3).
dawn-of-mankind-error-newborn-not-allowed = { $tile } n'a pas d'icône de nouveau-né, donc newborn doit valoir false (règle 5.7).
dawn-of-mankind-error-newborn-impossible = Aucun nouveau-né n'est possible : il faut un meeple sur votre plateau d'inventaire et moins de { $limit } des vôtres dans RC (règle 6.6).
dawn-of-mankind-error-cook-food-not-allowed = cook_food ne se donne qu'avec le choix cook (règle 9.5).
dawn-of-mankind-error-cook-food-needed = Cuisiner demande cook_food : quelles { $food } nourritures vous cuisinez (règle 9.5).
dawn-of-mankind-error-cook-short = Cuisiner demande { $food ->
    [one] { $food } nourriture
   *[other] { $food } nourritures
    }, et vous en avez moins (règle 9.2).
dawn-of-mankind-error-expand-vp = Agrandir la tribu coûte { $vp } PV et vous en avez moins (règle 9.3).
dawn-of-mankind-error-expand-rc-full = Agrandir la tribu demande au plus { $most } de vos meeples dans RC, et vous en avez plus (règle 9.3).
dawn-of-mankind-error-expand-mat-empty = Agrandir la tribu demande un meeple sur votre plateau d'inventaire, et il ne vous en reste aucun (règle 9.3).
dawn-of-mankind-error-corrupt-state = L'état de la partie est corrompu : { $reason }.

## L'invite du courriel de tour. $title : le titre du jeu, mis par la plateforme.
dawn-of-mankind-prompt-setup-lap = mise en place, tour de table { $lap } sur { $laps }
dawn-of-mankind-prompt-turn = tour { $turn }
dawn-of-mankind-prompt-finished = terminée après { $count } tours
dawn-of-mankind-prompt-card-or-place = prendre une carte de mise en place ou placer un meeple
dawn-of-mankind-prompt-card-or-place-headline = Mise en place dans { $title } : prenez la carte de mise en place qui décide de votre départ, ou placez l'un de vos meeples dans une zone d'attente.
dawn-of-mankind-prompt-card = prendre votre carte de mise en place
dawn-of-mankind-prompt-card-headline = Mise en place dans { $title } : prenez la carte de mise en place qui décide de votre départ.
dawn-of-mankind-prompt-place = placer un meeple dans une zone d'attente
dawn-of-mankind-prompt-place-headline = Mise en place dans { $title } : placez l'un de vos meeples dans une zone d'attente.
dawn-of-mankind-prompt-move = déplacer un meeple ou se reposer
dawn-of-mankind-prompt-move-headline = À vous de jouer dans { $title } : déplacez l'un de vos meeples le long d'un chemin, ou reposez-vous ({ $open }).
dawn-of-mankind-prompt-no-route = aucun chemin n'est ouvert à vos meeples, vous vous reposez donc
dawn-of-mankind-prompt-routes = { $count ->
    [one] { $count } chemin vous est ouvert
   *[other] { $count } chemins vous sont ouverts
    }
dawn-of-mankind-prompt-situation = Vous avez { $vp } PV ; ressources : fruits { $fruit }, viande { $meat }, outils { $tools }, peaux { $hides }.
dawn-of-mankind-prompt-meeples = Meeples : { $board } sur le plateau, { $mat } sur votre plateau d'inventaire.

## L'aperçu d'un tour.
dawn-of-mankind-preview-unreadable = Ce choix n'a pas pu être lu.
dawn-of-mankind-preview-fruit = { $change } { $count ->
    [one] fruit
   *[other] fruits
    }
dawn-of-mankind-preview-meat = { $change } { $count ->
    [one] viande
   *[other] viandes
    }
dawn-of-mankind-preview-tools = { $change } { $count ->
    [one] outil
   *[other] outils
    }
dawn-of-mankind-preview-hides = { $change } { $count ->
    [one] peau
   *[other] peaux
    }
dawn-of-mankind-preview-same = Vos ressources restent inchangées
dawn-of-mankind-preview-resources = Vos ressources : { $changes }
dawn-of-mankind-preview-summary = { $before } ; { $change } PV (vous auriez { $vp } PV).
dawn-of-mankind-preview-summary-ends = { $before } ; { $change } PV (vous auriez { $vp } PV). Ce tour termine la partie.

## La ligne d'état au-dessus du plateau.
dawn-of-mankind-status-setup = Tour de mise en place { $turn } sur { $turns }.
dawn-of-mankind-status-setup-now = Tour de mise en place { $turn } sur { $turns }. À jouer : { $who }.
dawn-of-mankind-status-turn = Tour { $turn }.
dawn-of-mankind-status-turn-now = Tour { $turn }. À jouer : { $who }.
dawn-of-mankind-status-over-stall = Partie terminée : personne ne pouvait plus rien changer.
dawn-of-mankind-status-over-vp = Partie terminée : l'objectif de PV a été atteint.

## La page autour des images : leurs titres, les scores finaux, le graphique, la rediffusion.
dawn-of-mankind-picture-board = Les étapes de la vie
dawn-of-mankind-picture-supply = Art et progrès
dawn-of-mankind-picture-players = Les joueurs
dawn-of-mankind-mat-yours = Votre plateau d'inventaire
dawn-of-mankind-mat-of = Le plateau d'inventaire de { $who }
dawn-of-mankind-scores-title = Scores finaux
dawn-of-mankind-scores-player = Joueur
dawn-of-mankind-scores-vp = PV
dawn-of-mankind-scores-cards = Cartes
dawn-of-mankind-scores-meeples = Meeples
dawn-of-mankind-scores-food = Nourriture
dawn-of-mankind-scores-goods = Biens
dawn-of-mankind-scores-total = Total
dawn-of-mankind-scores-note = PV : les jetons gagnés en jeu. Cartes et meeples : Art du conte. Nourriture et biens : Religion.
dawn-of-mankind-revealed = Tous les totaux de PV sont maintenant révélés.
dawn-of-mankind-chart-title = Les points de victoire au fil de la partie
dawn-of-mankind-chart-vp = Points de victoire (PV)
dawn-of-mankind-replay-over = La partie est finie : tous les totaux de PV sont montrés à chaque étape.
dawn-of-mankind-replay-seat = La partie est en cours : vous voyez vos propres PV à chaque étape, jamais ceux des autres joueurs.
dawn-of-mankind-replay-watcher = La partie est en cours : tous les totaux de PV restent cachés jusqu'à la fin.
