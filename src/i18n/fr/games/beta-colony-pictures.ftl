# The words drawn inside the pictures of the game (board, mats, keys, legends), in this language.
# Beta Colony (nom de registre `beta-colony`) : les mots dessinés dans l'orbite, les colonies, les
# dés, l'offre, les pistes d'influence, les plateaux joueurs, la légende et les pièces. Il n'existe
# pas de traduction officielle : ceci est une traduction de Turnpost. Vocabulaire, celui de
# beta-colony-rules.ftl : vaisseau, lieu, module, équipage, matériau, artefact, carburant,
# Manufacture, offre, case, plateau joueur, carte de cycle, manche, réalisation, PC (points de
# confiance). Les lettres des matériaux, des dés et des modules, les codes des pistes et les
# numéros des cartes et tuiles restent les codes imprimés (la légende les explique).

beta-colony-pic-seat = Place { $n }
beta-colony-pic-cp = { $n } PC
beta-colony-pic-none = aucune
beta-colony-pic-choose = Choisir { $what }

## Les titres du plateau et l'état de la partie

beta-colony-pic-orbit-label = Beta Colony : l'orbite. { $status }
beta-colony-pic-colony-label = Beta Colony : la colonie { $colony } sur Victus
beta-colony-pic-board-label = Beta Colony : l'orbite et les trois colonies de Victus. { $status }
beta-colony-pic-offer-label = Beta Colony : cartes de cycle, modules et réalisations en offre
beta-colony-pic-tracks-label = Beta Colony : les pistes d'influence
beta-colony-pic-step-choose-mat = choix des plateaux
beta-colony-pic-step-place-ship = pose des vaisseaux
beta-colony-pic-step-c2a = influence de C2A
beta-colony-pic-step-action = phase d'action { $n }
beta-colony-pic-step-free-pod = un module gratuit
beta-colony-pic-step-free-achievement = une réalisation gratuite
beta-colony-pic-step-over = partie finie
beta-colony-pic-game-over = Partie finie
beta-colony-pic-setup = Mise en place
beta-colony-pic-round = Manche { $round } sur { $rounds } · cycle { $cycle }
beta-colony-pic-status-over = Partie finie.
beta-colony-pic-status = { $title }, { $step }.
beta-colony-pic-status-now = { $title }, { $step }. Au tour de { $who }.

## L'orbite

beta-colony-pic-does-fuel = carburant
beta-colony-pic-does-moon = lune :
beta-colony-pic-does-manufactory = construire un module
beta-colony-pic-does-nexus = ravitaillement, réalisation
beta-colony-pic-to-act = À jouer :
beta-colony-pic-final-ranking = Classement final :
beta-colony-pic-nobody-acts = Personne ne doit jouer.
beta-colony-pic-start-player = Premier joueur :
beta-colony-pic-tap-ship = Touchez où va votre vaisseau :
beta-colony-pic-orbit-clockwise = Orbite, sens horaire

## Les colonies et les pistes

beta-colony-pic-spaces = cases { $first }–{ $last }
beta-colony-pic-crew-here = Équipage ici :
beta-colony-pic-choose-space = Choisir la case { $n } à { $colony }
beta-colony-pic-influence-tracks = Pistes d'influence

## L'offre : cartes de cycle, modules, réalisations

beta-colony-pic-goal-same-material = { $n } d'un même matériau
beta-colony-pic-goal-centre-crew = { $n } de vos équipiers autour d'un centre de colonie
beta-colony-pic-goal-artifact = { $n } artefacts ou plus
beta-colony-pic-goal-crew-each-colony = { $n } de vos équipiers dans chaque colonie
beta-colony-pic-goal-pod-colours = vos équipiers sur des modules de { $n } couleurs
beta-colony-pic-goal-influence-each = influence { $n } dans chaque colonie
beta-colony-pic-goal-discard-set = rendre { $set }
beta-colony-pic-goal-fuel = { $n } carburant
beta-colony-pic-goal-outer-pod-crew = { $n } de vos équipiers sur des modules de l'anneau extérieur
beta-colony-pic-bonus-tweak-six = un dé peut devenir un 6 à chaque manche
beta-colony-pic-bonus-start-material = 1 matériau au début du cycle
beta-colony-pic-bonus-nebra-polymer = 1 polymère de plus à Nebra
beta-colony-pic-bonus-start-influence = 1 influence au début du cycle
beta-colony-pic-bonus-polymer-wild = le polymère paie n'importe quel matériau
beta-colony-pic-bonus-third-column = une troisième colonne de modules en offre
beta-colony-pic-bonus-tweak-flip = un dé peut être retourné à chaque manche
beta-colony-pic-bonus-bought-influence = 1 influence de plus pour un module acheté
beta-colony-pic-bonus-c3c-points = payer 1 de plus pour 2 PC sur un module acheté
beta-colony-pic-pod-bonus-none = sans bonus
beta-colony-pic-pod-bonus-cp2 = +2 PC
beta-colony-pic-pod-bonus-artifact = +1 artefact
beta-colony-pic-pod-bonus-fuel2 = +2 carburant
beta-colony-pic-pod-bonus-crew2 = 2 équipiers
beta-colony-pic-pod-bonus-nocrew = sans équipage
beta-colony-pic-statue-materials = { $per } PC par matériau détenu, { $cap } au plus
beta-colony-pic-statue-chain = { $per } PC par équipier de votre meilleure chaîne, { $cap } au plus
beta-colony-pic-statue-centre = { $per } PC par équipier à vous autour d'un même centre, { $cap } au plus
beta-colony-pic-statue-colour = { $per } PC par module d'une couleur portant votre équipage, { $cap } au plus
beta-colony-pic-building = { $cp } PC
beta-colony-pic-building-crew = { $cp } PC ; 1 équipier sur un module
beta-colony-pic-building-influence = { $cp } PC ; +1 influence
beta-colony-pic-building-fuel = { $cp } PC ; +1 carburant
beta-colony-pic-empty = vide
beta-colony-pic-influence = influence { $n }
beta-colony-pic-cycle-cards = Cartes de cycle
beta-colony-pic-cycle-cards-note = objectif → PC · bonus
beta-colony-pic-cycle = cycle { $n }
beta-colony-pic-active = (active)
beta-colony-pic-goal = Objectif : { $goal } → { $cp } PC.
beta-colony-pic-bonus = Bonus : { $bonus }.
beta-colony-pic-pods-on-offer = Modules en offre
beta-colony-pic-pods-note = rangées par dé · { $n } face cachée
beta-colony-pic-achievements = Réalisations
beta-colony-pic-artifacts-supply = { $n } artefacts en réserve
beta-colony-pic-cost-artifacts = coût { $n } artefacts ;
beta-colony-pic-cost = coût
beta-colony-pic-none-left = Il n'en reste aucune.
beta-colony-pic-buildings = Bâtiments : celui du dessus est visible, { $n } de plus face cachée.
beta-colony-pic-buildings-none = Bâtiments : il n'en reste aucun.

## Un plateau joueur

beta-colony-pic-mat-label = Beta Colony : le plateau de { $who }
beta-colony-pic-mat-label-nobody = Beta Colony : joueur inconnu
beta-colony-pic-mat-extra = +1 { $material } à { $location }
beta-colony-pic-power-black-six = le dé noir compte 6 aux lunes
beta-colony-pic-power-black-any-row = le dé noir active n'importe quelle rangée
beta-colony-pic-power-extra-fuel = +1 carburant au Ridback et au ravitaillement du Nexus
beta-colony-pic-power-pair = deux identiques paient le coût d'un module
beta-colony-pic-power-black-ccw = le dé noir de déplacement peut reculer
beta-colony-pic-no-player = Joueur inconnu
beta-colony-pic-no-mat-yet = pas encore de plateau
beta-colony-pic-mat-you = { $who } (vous)
beta-colony-pic-mat = Plateau { $mat } :
beta-colony-pic-mat-powers = { $extra } ; { $power }.
beta-colony-pic-mat-not-chosen = Plateau pas encore choisi.
beta-colony-pic-materials = Matériaux
beta-colony-pic-held = ({ $n } sur { $cap })
beta-colony-pic-fuel = Carburant { $n }
beta-colony-pic-artifacts = · Artefacts { $n }
beta-colony-pic-crew = Équipage :
beta-colony-pic-crew-where = { $supply } en réserve, { $victus } sur Victus
beta-colony-pic-confidence = Confiance { $n } PC
beta-colony-pic-sources = (dés { $dice }, modules { $pods }, pistes { $tracks }, objectifs { $goals }, C3C { $c3c })
beta-colony-pic-influence-heading = Influence :
beta-colony-pic-achievements-heading = Réalisations :
beta-colony-pic-dice-heading = Dés :
beta-colony-pic-die-used = { $die } utilisé
beta-colony-pic-tweaked = (modifié : { $die })
beta-colony-pic-final = Final :
beta-colony-pic-final-score = artefacts { $artifacts }, réalisations { $achievements }, majorités { $majorities } ; total { $total } PC

## Les dés

beta-colony-pic-dice-label-none = Beta Colony : les dés ne sont pas encore lancés
beta-colony-pic-dice-label = Beta Colony : les dés de la manche { $round } : { $dice }
beta-colony-pic-dice = Dés
beta-colony-pic-dice-of-round = Dés de la manche { $n }
beta-colony-pic-not-rolled = Pas encore lancés.
beta-colony-pic-die-free = libre
beta-colony-pic-die-users = pris :
beta-colony-pic-choose-die = Choisir le dé { $die }
beta-colony-pic-tweaked-to = { $die } modifié à { $n }

## La légende du plateau

beta-colony-pic-legend-label = Beta Colony : légende du plateau
beta-colony-pic-legend-title = Légende du plateau
beta-colony-pic-legend-player = Un joueur : le symbole de sa couleur (blanc ●, violet ◆, noir ■, gris ▲) et la lettre de ses pièces, dans cette couleur.
beta-colony-pic-legend-locations = L1–L7 : les lieux de l'orbite, dans le sens horaire. La lettre de dé dans un coin est la couleur qui gagne le bonus du lieu.
beta-colony-pic-legend-dice = Dés : K noir, B bleu, R rouge, G vert.
beta-colony-pic-legend-space = Une case de colonie : son numéro (1–54) et la lettre du matériau qui paie la construction.
beta-colony-pic-legend-pod = { $letter } : { $kind } (un module)
beta-colony-pic-pod-kind-yellow = Station de défense
beta-colony-pic-pod-kind-red = Tour des sciences et techniques
beta-colony-pic-pod-kind-pink = Quartiers d'habitation
beta-colony-pic-pod-kind-green = Module agricole
beta-colony-pic-pod-kind-blue = Centre de traitement de l'eau
beta-colony-pic-legend-crew = Équipage sur une tuile : le symbole d'un joueur et le nombre de ses équipiers.
beta-colony-pic-legend-achievements = ST1–ST4 statues, BD1–BD4 bâtiments : tuiles de réalisation, avec le symbole de leur propriétaire.
beta-colony-pic-legend-tracks = Bonus des pistes quand un marqueur les atteint : { $list }.
beta-colony-pic-legend-track-code = { $code } : { $what }
beta-colony-pic-legend-track-mat1 = 1 matériau
beta-colony-pic-legend-track-mat2 = 2 matériaux
beta-colony-pic-legend-track-artifact = 1 artefact
beta-colony-pic-legend-track-fuel2 = 2 carburant
beta-colony-pic-legend-track-crew = 1 équipier sur un module
beta-colony-pic-legend-track-freepod = un module gratuit
beta-colony-pic-legend-track-freeca = une réalisation gratuite
beta-colony-pic-legend-track-cp3 = 3 PC
beta-colony-pic-legend-track-cp6 = 6 PC
beta-colony-pic-legend-choice = Un épais contour pointillé : un lieu ou une pièce à choisir maintenant (touchez-le).

## Les pièces (la page des règles)

beta-colony-pic-pieces-label = Beta Colony : les pièces
beta-colony-pic-pieces-title = Les pièces
beta-colony-pic-pieces-ship = Vaisseau : un par joueur, sur un lieu de l'orbite. Il avance dans le sens horaire de la valeur d'un dé.
beta-colony-pic-pieces-dice = Dés : quatre par joueur ; un lancer par manche donne à chacun les mêmes valeurs. Une action en utilise deux.
beta-colony-pic-pieces-materials = Matériaux : six sortes, dix au plus en main. Ils paient les modules, les cases et les bâtiments.
beta-colony-pic-pieces-fuel = Carburant : change la valeur d'un dé de un par carburant dépensé.
beta-colony-pic-pieces-artifacts = Artefacts : paient un matériau quelconque ou les statues ; valent des PC à la fin. Seize en tout.
beta-colony-pic-pieces-artifacts-sample = Artefacts
beta-colony-pic-pieces-pods = Modules : achetés à une Manufacture et construits sur une case de colonie. Ils donnent de l'influence, parfois un bonus, et portent de l'équipage.
beta-colony-pic-pieces-crew = Équipage : quinze par joueur, posés sur les tuiles construites. À la fin, l'équipage décide de la majorité de chaque colonie.
beta-colony-pic-pieces-influence = Marqueur d'influence : un par colonie et par joueur, sur la piste de la colonie (0–15). Atteindre un bonus le donne.
beta-colony-pic-pieces-achievements = Réalisations : statues (trois artefacts) et bâtiments (quatre matériaux), construits sur une case extérieure ; deux au plus de chaque.
beta-colony-pic-pieces-cycle-cards = Cartes de cycle : une par cycle de trois manches, avec un objectif qui vaut des PC et un bonus tant qu'elle est active.
beta-colony-pic-pieces-confidence = Confiance (PC) : le score. Tout ce qu'un joueur détient est public.
beta-colony-pic-pieces-edition = Édition Turnpost : l'ordre de l'orbite, les couleurs des cases des colonies, les pistes d'influence, l'influence et les bonus des modules, les noms des réalisations, le coût des bâtiments, l'ensemble que demande C3A et la plupart des PC des objectifs de cycle ont été conçus pour cette édition.
beta-colony-pic-pieces-edition-sample = Édition
