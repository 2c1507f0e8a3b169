# Origins en jeu, en français : le journal, les choix d'une décision, les refus, les aperçus et
# le courriel du tour. Les noms des composants sont dans origins.ftl (ceux de la règle française).

## Lieux, unités, Anciens et textes des cartes (said.rs)
origins-corner-n = nord
origins-corner-ne = nord-est
origins-corner-se = sud-est
origins-corner-s = sud
origins-corner-sw = sud-ouest
origins-corner-nw = nord-ouest
origins-place = { $hex }, { $corner }
origins-place-named = { $name } ({ $hex }, { $corner })
origins-unit-at = l'unité en { $place }
origins-metropolis-in = la métropole en { $hex }
origins-brain-map-of = la carte cerveau { $species } ({ $letter })
origins-brain-map-of-first = La carte cerveau { $species } ({ $letter })
origins-region-limbic = le système limbique
origins-region-hippocampus = l'hippocampe
origins-region-wernicke = l'aire de Wernicke
origins-region-broca = l'aire de Broca
origins-region-neocortex = le néocortex
origins-instinct-social = social (@)
origins-instinct-nature = histoire naturelle (gland)
origins-instinct-tech = technologie (main)
origins-instinct-language = langage (!)
origins-track-word-FP = empreinte de pas
origins-track-word-MET = métallurgie
origins-track-word-MAR = maritime
origins-track-word-ENE = énergie
origins-track-word-IMM = immunologie
origins-era-golden = l'âge d'or de l'ère { $era }
origins-era-dark = l'âge sombre de l'ère { $era }
origins-half-ready = prêt
origins-half-spent = dépensé
origins-whose-yours = à vous
origins-whose-own = à { $who }
origins-whose-guest = (un travailleur immigré de { $who })
origins-whose-guest-species = (un travailleur immigré des { $species })
origins-elder-half = un Ancien { $half } { $whose }
origins-elder-half-first = Un Ancien { $half } { $whose }
origins-elder-any = un Ancien { $whose }
origins-payer-yours = un de vos propres Anciens prêts
origins-payer-yours-first = Un de vos propres Anciens prêts
origins-payer-ready = un Ancien prêt { $whose }
origins-payer-ready-first = Un Ancien prêt { $whose }
origins-payer-aid-you = un Ancien que { $who } vous a offert en aide
origins-payer-aid-you-first = Un Ancien que { $who } vous a offert en aide
origins-payer-aid = un Ancien offert en aide par { $who }
origins-nothing = rien
origins-feature-kind-animal = un animal
origins-feature-kind-plant = une plante
origins-feature-kind-resource = une ressource
origins-effect-enc = encéphalisation : l'unité cerveau d'une région { $instinct } s'en va (en ère I)
origins-effect-enc-first = Encéphalisation : l'unité cerveau d'une région { $instinct } s'en va (en ère I)
origins-effect-adv = { $track } avance d'un niveau, jusqu'à { $max }
origins-effect-adv-first = { $track } avance d'un niveau, jusqu'à { $max }
origins-effect-nat = vous pouvez tenter de domestiquer { $kind } d'un hexagone contre un Ancien (modificateur de la carte { $modifier })
origins-effect-nat-first = Vous pouvez tenter de domestiquer { $kind } d'un hexagone contre un Ancien (modificateur de la carte { $modifier })
origins-effect-barb = vous pouvez envoyer des barbares contre un voisin (la carte quitte alors la partie)
origins-effect-barb-first = Vous pouvez envoyer des barbares contre un voisin (la carte quitte alors la partie)
origins-effect-eg = gagnez un Ancien
origins-effect-eg-first = Gagnez un Ancien
origins-effect-eg2 = gagnez deux Anciens
origins-effect-eg2-first = Gagnez deux Anciens
origins-effect-fd = une diminution de la fécondité, que vous pouvez refuser
origins-effect-fd-first = Une diminution de la fécondité, que vous pouvez refuser
origins-effect-fd2 = deux diminutions de la fécondité, que vous pouvez refuser
origins-effect-fd2-first = Deux diminutions de la fécondité, que vous pouvez refuser
origins-effect-el = le vainqueur perd un Ancien
origins-effect-el-first = Le vainqueur perd un Ancien
origins-req-instinct = l'instinct { $instinct } visible
origins-req-track = { $track } { $level } ou plus
origins-left-side = Côté gauche : { $effects }.
origins-left-side-needs = Côté gauche (exige { $needs }) : { $effects }.
origins-right-side = Côté droit : { $effects }.
origins-left-side-label = Côté gauche : { $effects }
origins-left-side-needs-label = Côté gauche (exige { $needs }) : { $effects }
origins-right-side-label = Côté droit : { $effects }
origins-catastrophe-cc = changement de climat
origins-catastrophe-volc = un volcan en { $hex }
origins-catastrophe-dis = une maladie de niveau { $level }
origins-card-text-diffusion = Diffusion culturelle : tant que cette carte est dans votre défausse, vous pouvez prendre des cartes de n'importe quelle ère, et qui vous attaque vous donne la carte du dessus de sa défausse.
origins-card-text-idea = Une carte idée de l'ère { $era }.
origins-card-text-public = Une carte publique de l'ère { $era }, { $category } de rang { $rank } : jouée, elle est mise aux enchères.
origins-card-text-winner = Le vainqueur : { $effects }.
origins-card-text-naturalist = Tant qu'elle est active, son détenteur peut faire l'action Naturaliste à toute ère.
origins-card-text-urbanization = Tant qu'elle est active, son détenteur peut urbaniser avant l'ère III.
origins-card-text-trade = Tant qu'elle est active, son détenteur peut commercer avant l'ère III.
origins-card-text-catastrophes = Tirée d'une pioche, elle apporte { $list }.

## Le journal (describe.rs)
origins-log-paying = , en payant avec { $payers }
origins-log-funding = {" "}(en finançant { $count ->
        [one] { $count } action de plus
       *[other] { $count } actions de plus
    }{ $paid })
origins-log-reset-elder = { $elder } dans la réserve de { $who }
origins-log-reset-card = la carte publique { $card }
origins-log-through-ask = en demandant le passage en { $place }
origins-log-through-attack = en attaquant en { $place }
origins-log-through = , { $list }
origins-log-original-behaviour = { $who } a choisi Comportement original.
origins-log-imitator-scavenge = { $who } a choisi Imitateur, en récupérant la défausse du dessus de { $from }.
origins-log-imitator-deck = { $who } a choisi Imitateur, en piochant.
origins-log-silverback = { $who } a choisi Silverback.
origins-log-locution = { $who } a choisi Locution{ $paid }.
origins-log-lexicalization = { $who } a choisi Lexicalisation, déplaçant une unité cerveau depuis { $from } vers { $to }.
origins-log-storyteller = { $who } a choisi Conteur, réinitialisant { $reset }.
origins-log-naturalist = { $who } a choisi Naturaliste, tentant de domestiquer en { $hex }{ $paid }.
origins-log-invention = { $who } a choisi Invention, piochant dans la pioche de l'ère { $era }.
origins-log-education = { $who } a choisi Éducation, en récupérant la défausse du dessus de { $from }.
origins-log-baby-boom = { $who } a choisi Baby boom.
origins-log-stimulus = { $who } a choisi Stimulation économique, réinitialisant { $resets }.
origins-log-golden-age = { $who } a choisi l'âge d'or.
origins-log-golden-age-reactivate = { $who } a choisi l'âge d'or, retournant face visible { $cards }.
origins-log-revolution = { $who } a choisi Révolution, en désignant { $brain }.
origins-log-espionage = { $who } a choisi Espionnage et a pris une carte au hasard dans la main de { $from }.
origins-log-offer-aid = { $who } a offert { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } en aide à { $to } jusqu'à la fin de son prochain tour.
origins-log-end-innovation = { $who } a terminé la phase d'innovation.
origins-log-side-left = côté gauche
origins-log-side-right = côté droit
origins-log-clearing = libérant { $region }
origins-log-trying-domesticate = tentant de domestiquer en { $hex }
origins-log-barbarians-against = barbares contre { $who }
origins-log-declining-fd = refusant { $count ->
        [one] { $count } diminution de la fécondité
       *[other] { $count } diminutions de la fécondité
    }
origins-log-brackets = {" "}({ $words })
origins-log-play-public = { $who } a joué la carte publique { $card }{ $extra } et ouvert ses enchères.
origins-log-play-idea = { $who } a joué la carte idée { $card }{ $extra }.
origins-log-end-cards = { $who } a terminé la phase des cartes.
origins-log-depopulate = { $who } a perdu { $units } à cause du chaos.
origins-log-dark-age-forward = { $who } a avancé son unité Ère dans l'âge sombre.
origins-log-dark-age-back = { $who } a reculé son unité Ère dans l'âge sombre.
origins-log-incorporate = { $who } a incorporé des Anciens de { $target }{ $funded }.
origins-log-trade = { $who } a proposé un commerce en { $track } à { $partner }{ $funded }.
origins-log-urbanize = { $who } a urbanisé l'unité en { $place } en une métropole en { $hex }{ $funded }.
origins-log-raid-scavenge = { $who } a fait un raid des Sabine sur { $target }, récupérant le dessus de sa défausse{ $funded }.
origins-log-raid-espionage = { $who } a fait un raid des Sabine sur { $target }, prenant une carte au hasard dans sa main{ $funded }.
origins-log-grow = { $who } a placé une nouvelle unité en { $place }{ $migrated }{ $through }{ $funded }.
origins-log-grow-migrated = {" "}et l'a fait migrer en { $place }
origins-log-migrate = { $who } a fait migrer l'unité en { $place } par { $path }{ $through }{ $funded }.
origins-log-end-population = { $who } a terminé la phase de population.
origins-log-siege = { $who } a assiégé { $hex }{ $unit }.
origins-log-siege-unit = , l'unité en { $place } devant fonder la métropole
origins-log-end-sieges = { $who } a terminé la phase des sièges.
origins-log-starve = { $who } a perdu { $units } à cause de la famine.
origins-log-passage-granted = { $who } a accordé le passage.
origins-log-passage-refused = { $who } a refusé le passage.
origins-log-trade-accepted = { $who } a accepté le commerce.
origins-log-trade-declined = { $who } a refusé le commerce.
origins-log-bid = { $who } a enchéri { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    }.
origins-log-pass = { $who } a passé.
origins-log-pledge = { $who } a promis { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } à { $to }.
origins-log-a-public-card = une carte publique
origins-log-barbarians-card = { $who } a cédé { $card } aux barbares.
origins-log-barbarians-elder = { $who } a perdu { $elder } face aux barbares.
origins-log-revolution-cancelled = { $who } a annulé la révolution, en perdant { $elder }.
origins-log-revolution-accepted = { $who } a accepté l'échange des cartes cerveau.
origins-log-choose-elder = { $who } a choisi { $elder }.
origins-log-disease-neighbour = { $who } a transmis la maladie à { $to }.
origins-log-catastrophe-order = { $who } a ordonné les catastrophes : { $order }.
origins-log-choose-enslaver = { $who } a choisi { $enslaver } comme esclavagiste.
origins-log-an-elder = un Ancien
origins-log-volcano = volcan
origins-log-catastrophe-of = { $icon } de { $card }
origins-phase-innovation = phase 1, innovation
origins-phase-catastrophes = phase 2, catastrophes
origins-phase-cards = phase 3, cartes
origins-phase-chaos = phase 4, chaos
origins-phase-population = phase 5, population
origins-phase-sieges = phase 6, sièges
origins-phase-starvation = phase 7, famine
origins-asked-bid-auction = enchérir, promettre ou passer dans les enchères de { $card }
origins-asked-bid = enchérir, promettre ou passer
origins-asked-passage = accorder ou refuser le passage en { $place } à { $mover }
origins-asked-trade = accepter ou refuser un commerce en { $track } de { $from }
origins-asked-revolution = accepter ou annuler la révolution de { $from }
origins-asked-elder-loss = choisir l'Ancien perdu
origins-asked-elder-transfer = choisir l'Ancien qui va à { $to }
origins-asked-barbarians = donner une carte publique ou un Ancien aux barbares de { $attacker }
origins-asked-disease = choisir le voisin qu'atteint une maladie
origins-asked-enslaver = choisir son esclavagiste, n'ayant plus d'unité Carte
origins-asked-catastrophe-order = ordonner les catastrophes de ce tour
origins-asked-depopulate = choisir { $count ->
        [one] { $count } unité Carte
       *[other] { $count } unités Carte
    } que prend le chaos
origins-asked-dark-age = avancer ou reculer son unité Ère dans l'âge sombre
origins-asked-starve = choisir les unités qui meurent de faim
origins-change-elders = Anciens : { $ready } prêts et { $spent } dépensés, maintenant { $ready_now } prêts et { $spent_now } dépensés
origins-change-score = score de { $from } à { $to }
origins-change-innovation = nombre Innovation de { $from } à { $to }
origins-change-population = nombre Population de { $from } à { $to }
origins-change-track = { $track } de { $from } à { $to }
origins-change-brain-units = unités cerveau sur { $regions }
origins-change-brain-map = détient maintenant { $brain }
origins-change-era-unit = unité Ère dans { $space }
origins-change-era-one = de retour en ère I
origins-change-unit-lost = plus d'unité en { $places }
origins-change-unit-gained = une unité maintenant en { $places }
origins-change-metropolis-new = une nouvelle métropole en { $hex }
origins-change-metropolis-lost = a perdu la métropole en { $hex }
origins-change-hand = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } en main
origins-change-discard = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } dans la défausse
origins-change-won = a remporté la carte publique { $card }
origins-change-suppressed = { $card } supprimée
origins-change-face-up = { $card } de nouveau face visible
origins-change-no-longer-holds = ne détient plus { $card }
origins-change-enslaved = asservi par { $by }
origins-change-free = de nouveau libre
origins-change-revolution-penalty = { $count } en moins au prochain lancer de stabilité
origins-change-aid-lapsed = les offres d'aide inutilisées ont expiré
origins-roll-climate-change = le changement de climat
origins-roll-stability = la stabilité
origins-roll-domestication = la domestication
origins-log-took-discard = { $who } a pris { $card } dans la défausse de { $from }.
origins-log-rolled = Automatique : { $who } a obtenu { $value } au dé pour { $purpose }.
origins-log-revealed = Automatique : { $who } a révélé la catastrophe de { $card }.
origins-log-changes = { $who } : { $changes }.
origins-log-climate = Automatique : le climat est maintenant { $climate }.
origins-log-extinct = Automatique : les animaux de { $hex } sont éteints.
origins-log-removed = { $card } est retirée de la partie.
origins-log-game-over = Automatique : la partie est terminée.
origins-log-final-score = Score final : { $who } { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (innovation { $innovation }, population { $population }, Anciens { $elders }, information { $info }, culture { $culture }, administration { $admin }), place { $rank }.
origins-log-starts-from = {" "}à partir de la { $phase } (pas d'action d'innovation ce tour-ci)
origins-log-turn-ends = Automatique : le tour de { $who } se termine ; tour de jeu { $turn }, { $next } joue{ $starts }.
origins-log-phase = Automatique : { $phase }.
origins-log-asked = { $who } doit { $what }.

## Les choix d'une décision (choices.rs)
origins-ch-nothing-to-choose = Il n'y a rien à choisir maintenant.
origins-ch-original-behaviour = Comportement original : piocher une carte de l'ère I
origins-ch-original-behaviour-needs = Exige l'instinct technologie ou histoire naturelle visible sur votre carte cerveau.
origins-ch-imitator = Imitateur : prendre la carte du dessus de la défausse d'un autre joueur
origins-ch-imitator-needs = Exige l'instinct social visible. Si aucune carte ne peut être prise, vous piochez dans l'ère I à la place.
origins-ch-silverback = Silverback : deux accroissements de fécondité, et 2 de plus au lancer de stabilité de ce tour
origins-ch-silverback-needs = Exige l'instinct social visible.
origins-ch-locution = Locution : l'unité cerveau de l'aire de Wernicke s'en va, contre un Ancien ; le chaos suit ce tour-ci
origins-ch-locution-needs = Exige l'instinct social visible et une unité cerveau sur l'aire de Wernicke.
origins-ch-pay-locution = Quel Ancien paie la Locution ?
origins-ch-lexicalization = Lexicalisation : déplacer une unité cerveau vers une région vide voisine
origins-ch-lexicalization-needs = Exige l'instinct langage visible ; la région que l'unité quitte compte comme vide.
origins-ch-storyteller = Conteur : une réinitialisation
origins-ch-storyteller-needs = Une réinitialisation réveille un Ancien dépensé dans la réserve de n'importe qui, ou retourne face visible une de vos cartes publiques supprimées. Exige l'instinct langage visible.
origins-ch-naturalist = Naturaliste : tenter de domestiquer un animal ou une plante, contre un Ancien
origins-ch-naturalist-needs = Exige les instincts langage et histoire naturelle visibles et une de vos unités sur un coin de l'hexagone ; un dé décide, et un succès y fonde une métropole.
origins-ch-invention = Invention : piocher une carte d'une ère où vous êtes entré
origins-ch-education = Éducation : prendre la carte du dessus de la défausse d'un autre joueur
origins-ch-baby-boom = Baby boom : un accroissement de fécondité
origins-ch-stimulus = Stimulation économique : { $best ->
        [one] une réinitialisation
       *[other] 1 à { $best } réinitialisations
    } (le rang de votre meilleure carte information active)
origins-ch-stimulus-detail = Une réinitialisation réveille un Ancien dépensé dans la réserve de n'importe qui, ou retourne face visible une de vos cartes publiques supprimées.
origins-ch-revolution = Révolution : prendre une autre carte cerveau
origins-ch-revolution-detail = À partir de l'ère III, si vous êtes libre. Son détenteur, s'il est dans un âge sombre, peut l'annuler en perdant un Ancien ; dans tous les cas, 2 sont retirés de votre prochain lancer de stabilité.
origins-ch-espionage = Espionnage : prendre une carte au hasard dans la main d'un autre joueur
origins-ch-from-era-three = À partir de l'ère III.
origins-ch-offer-aid = Offrir de l'aide : mettre de côté des Anciens prêts pour les dépenses d'un autre joueur (gratuit)
origins-ch-offer-aid-detail = Il peut les dépenser jusqu'à la fin de son prochain tour ; cela n'utilise aucune action.
origins-ch-end-innovation = Terminer la phase d'innovation
origins-ch-end-innovation-detail = { $count ->
        [one] Il vous reste { $count } action, qui sera perdue
       *[other] Il vous reste { $count } actions, qui seront perdues
    } ; les catastrophes et la phase des cartes suivent.
origins-ch-which-innovation = Quelle action d'innovation faites-vous ? ({ $count ->
        [one] { $count } action restante
       *[other] { $count } actions restantes
    })
origins-ch-take-from-discard = Prendre { $card } dans la défausse de { $from }
origins-ch-the-top-card = la carte du dessus
origins-ch-draw-era-one = Piocher une carte de l'ère I (aucune carte ne peut être prise)
origins-ch-whose-card = De qui prenez-vous la carte ?
origins-ch-brain-unit-on = L'unité cerveau sur { $region }
origins-ch-to = Vers { $to }
origins-ch-where-does-it-go = Où va-t-elle ?
origins-ch-which-brain-unit = Quelle unité cerveau se déplace ?
origins-ch-your-pool = votre réserve
origins-ch-pool-of = la réserve de { $who }
origins-ch-wake = Réveiller { $whose } dans { $pool }
origins-ch-turn-face-up = Retourner { $card } face visible
origins-ch-which-reset = Quelle réinitialisation ?
origins-ch-no-more-resets = Plus de réinitialisation
origins-ch-which-reset-first = Quelle réinitialisation d'abord ? (jusqu'à { $best })
origins-ch-another-reset = Une autre réinitialisation ? ({ $chosen } sur { $best } choisies)
origins-ch-feature-modifier = { $feature } (modificateur { $modifier })
origins-ch-hex-feature = { $hex } : { $feature }
origins-ch-your-unit-at = Votre unité en { $place }
origins-ch-pay-attempt = Quel Ancien paie la tentative ?
origins-ch-which-unit-metropolis = Laquelle de vos unités y devient la métropole si cela réussit ?
origins-ch-where-domesticate = Où tentez-vous de domestiquer ?
origins-ch-era-deck = La pioche de l'ère { $era } ({ $count ->
        [one] { $count } carte restante
       *[other] { $count } cartes restantes
    })
origins-ch-which-deck = Dans quelle pioche piochez-vous ?
origins-ch-track-level = { $track } { $level }
origins-ch-golden-age = Entrer dans l'âge d'or de l'ère { $era }
origins-ch-golden-age-detail = Votre carte cerveau exige { $needs }. Une carte publique supprimée dans chaque cadre qui en contient une est retournée face visible.
origins-ch-which-suppressed-info = Quelle carte information supprimée est retournée ?
origins-ch-which-suppressed-culture = Quelle carte culture supprimée est retournée ?
origins-ch-which-suppressed-admin = Quelle carte administration supprimée est retournée ?
origins-ch-held-by = , détenue par { $who }, qui peut l'annuler
origins-ch-held-by-nobody = , que personne ne détient
origins-ch-brain-map-held = { $brain }{ $held }
origins-ch-which-brain-map = Quelle carte cerveau prenez-vous ?
origins-ch-from-hand = De { $who } ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } en main)
origins-ch-from-whose-hand = Dans la main de qui ?
origins-ch-elders = { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    }
origins-ch-how-many-ready = Combien d'Anciens prêts ?
origins-ch-to-whom-aid = À qui offrez-vous de l'aide ?
origins-ch-put-up-for-auction = { $card } : la mettre aux enchères
origins-ch-neither-side = Aucun côté de cette carte ne peut être joué maintenant.
origins-ch-play-one-side = { $card } : jouer un côté
origins-ch-end-cards = Terminer la phase des cartes
origins-ch-end-cards-detail = Les cartes restées en main y restent pour les tours suivants.
origins-ch-which-card = Quelle carte jouez-vous ?
origins-ch-side-cannot = Ce côté ne peut pas être joué maintenant.
origins-ch-which-side = Quel côté de { $card } jouez-vous ?
origins-ch-which-language-region = Quelle région du langage la carte libère-t-elle ?
origins-ch-rules-name = Celle que désigne la règle
origins-ch-send-barbarians = Envoyez-vous des barbares ?
origins-ch-send-against = Les envoyer contre { $who }
origins-ch-send-against-detail = Il cède une carte publique ou un Ancien ; la carte quitte alors la partie.
origins-ch-no-barbarians = Pas de barbares
origins-ch-try-domesticate = Tentez-vous une domestication ?
origins-ch-try = Tenter { $hex } : { $feature }
origins-ch-no-domestication = Pas de domestication
origins-ch-take-fd = Prenez-vous les diminutions de la fécondité ?
origins-ch-take-every-fd = Prendre toutes les diminutions de la fécondité
origins-ch-decline-fd = { $count ->
        [one] Refuser une diminution de la fécondité
       *[other] Refuser { $count } diminutions de la fécondité
    }
origins-ch-paid-with-more = {" "}(payée avec { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } de plus)
origins-ch-migrate = Migrer une unité{ $extra }
origins-ch-migrate-detail = Une unité se déplace de 5 points de mouvement au plus ; finir sur l'unité d'un autre joueur est une bataille.
origins-ch-population-empty = Votre piste Population est vide : aucune unité à placer.
origins-ch-grow = Accroissement : placer une nouvelle unité{ $extra }
origins-ch-grow-detail = Une unité de votre piste Population rejoint la carte à côté de vos unités ; elle peut ensuite migrer gratuitement.
origins-ch-urbanize = Urbaniser : une unité fonde une métropole{ $extra }
origins-ch-urbanize-detail = Coûte 3 actions de population ; à partir de l'ère III, ou avec une carte qui le permet.
origins-ch-incorporate = Incorporer : prendre un Ancien à un autre joueur{ $extra }
origins-ch-incorporate-detail = Son niveau de culture doit être inférieur au vôtre ; il choisit l'Ancien, qui rejoint votre réserve.
origins-ch-from = De { $from }
origins-ch-incorporate-from = { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } dans sa réserve ; niveau de culture { $theirs } contre votre { $yours }.
origins-ch-from-whom = À qui ?
origins-ch-pay-extra-action = Quel Ancien paie l'action supplémentaire ?
origins-ch-pay-extra-actions = Quels Anciens paient les actions supplémentaires ?
origins-ch-trade = Commercer avec un voisin{ $extra }
origins-ch-trade-detail = Sur une piste où vous différez : celui qui est en retard avance, celui qui est en avance gagne un Ancien. À partir de l'ère III, ou avec une carte qui le permet ; l'action ne compte que s'il accepte.
origins-ch-raid = Raid des Sabine sur un joueur combattu dans cette phase{ $extra }
origins-ch-end-population = Terminer la phase de population
origins-ch-end-population-unused = { $count ->
        [one] { $count } action inutilisée ; elle est reportée
       *[other] { $count } actions inutilisées ; elles sont reportées
    } sur les sièges, pour les raids des Sabine seulement.
origins-ch-sieges-follow = Les sièges suivent.
origins-ch-population-none-left = Que faites-vous ? Il ne reste aucune action de population : chacune coûte un Ancien.
origins-ch-population-left = Que faites-vous ? ({ $count ->
        [one] { $count } action de population restante
       *[other] { $count } actions de population restantes
    })
origins-ch-slave-no-migration = Un asservi ne migre pas.
origins-ch-no-migratory-unit = Vous n'avez aucune unité migratrice sur la carte.
origins-ch-no-unit-can-move = Aucune de vos unités ne peut bouger maintenant : chacune a bougé ce tour-ci ou n'a nulle part où aller.
origins-ch-can-reach = Elle peut atteindre { $count ->
        [one] { $count } endroit
       *[other] { $count } endroits
    }.
origins-ch-which-unit-migrates = Quelle unité migre ?
origins-ch-stays-at = Elle reste en { $place }
origins-ch-moves-on-to = Elle continue vers { $place }
origins-ch-points-away = À { $count ->
        [one] { $count } point de mouvement
       *[other] { $count } points de mouvement
    }.
origins-ch-new-unit-move-on = La nouvelle unité en { $place } continue-t-elle ? Elle peut migrer gratuitement.
origins-ch-where-unit-go = Où va votre unité en { $place } ?
origins-ch-battle-water = {" "}(1 de moins pour avoir traversé l'eau en chemin)
origins-ch-battle-win = votre unité gagne et reste
origins-ch-battle-both-lost = les deux unités sont perdues
origins-ch-battle-lost = votre unité est perdue
origins-ch-battle = Une bataille contre l'unité de { $who } à cet endroit : votre métallurgie { $a }{ $pen } contre { $d }, donc { $outcome }.
origins-ch-unit-of-at = l'unité de { $who } en { $place }
origins-ch-it-passes = Elle passe { $units }.
origins-ch-crosses-water = Elle traverse l'eau : 1 de moins dans une bataille à l'arrivée.
origins-ch-which-way = Par où va-t-elle vers { $to } ?
origins-ch-straight-there = Directement
origins-ch-by = Par { $places }
origins-ch-ask-passage = Demander le passage
origins-ch-refuse-stops = S'il refuse, votre unité s'arrête avant la sienne.
origins-ch-refuse-battle = S'il refuse, vos unités s'y battent.
origins-ch-attack-it = L'attaquer
origins-ch-how-pass = L'unité de { $who } se trouve en { $place } sur le chemin : comment la passez-vous ?
origins-ch-where-place = Où placez-vous la nouvelle unité ?
origins-ch-no-intersection-open = Aucune intersection n'est ouverte à une nouvelle unité à vous maintenant.
origins-ch-which-hex = Dans quel hexagone ?
origins-ch-which-unit-founds = Quelle unité fonde la métropole ?
origins-ch-with = Avec { $who }
origins-ch-trade-on = En { $track } : vous { $mine }, { $who } { $theirs }
origins-ch-trade-they-advance = S'il accepte, { $who } avance et vous gagnez un Ancien.
origins-ch-trade-you-advance = S'il accepte, vous avancez et { $who } gagne un Ancien.
origins-ch-which-track = Sur quelle piste ?
origins-ch-with-whom-trade = Avec qui commercez-vous ?
origins-ch-on = Sur { $who }
origins-ch-take-from-their-discard = Prendre { $card } dans sa défausse
origins-ch-take-at-random = Prendre une carte au hasard dans sa main ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    })
origins-ch-what-take = Que prenez-vous ?
origins-ch-on-whom-raid = Sur qui faites-vous le raid ?
origins-ch-besiege = Assiéger une métropole
origins-ch-besiege-detail = Vos unités dans l'hexagone contre les unités de son propriétaire et son empreinte de pas ; celui qui a le plus en métallurgie ajoute 1. Plus fort, vous prenez la métropole.
origins-ch-raid-after-siege = Raid des Sabine sur { $who } après votre siège{ $paid }
origins-ch-paid-with-an-elder = {" "}(payé avec un Ancien)
origins-ch-end-sieges = Terminer les sièges
origins-ch-end-sieges-detail = La famine suit, puis votre tour se termine.
origins-ch-what-siege-phase = Que faites-vous dans la phase des sièges ?
origins-ch-siege-falls = Votre force { $att } contre { $def } : la métropole tombe entre vos mains.
origins-ch-siege-holds = Votre force { $att } contre { $def } : elle tient.
origins-ch-metropolis-of = La métropole de { $who } en { $hex }
origins-ch-which-unit-if-falls = Laquelle de vos unités y fonde votre métropole si elle tombe ?
origins-ch-which-metropolis = Quelle métropole assiégez-vous ?
origins-ch-refuse = Refuser
origins-ch-refuse-partner = Son unité s'arrête avant la vôtre : vous ne vous combattez jamais.
origins-ch-refuse-battle-option = Refuser : les unités se battent
origins-ch-their-metallurgy = Sa métallurgie { $a } contre votre { $d } : { $outcome }.
origins-ch-battle-their-lost = son unité est perdue
origins-ch-let-pass = La laisser passer
origins-ch-asks-to-pass = Une unité de { $who } demande à passer votre unité en { $place }.
origins-ch-you-advance-track = Vous avancez en { $track } et { $who } gagne un Ancien.
origins-ch-they-advance-track = { $who } avance en { $track } et vous gagnez un Ancien.
origins-ch-accept = Accepter
origins-ch-decline = Refuser
origins-ch-decline-trade-detail = Il ne peut plus vous proposer de commerce dans cette phase.
origins-ch-offers-trade = { $who } vous propose un commerce en { $track } : vous { $mine }, lui { $theirs }.
origins-ch-accept-revolution = Accepter : vous cédez { $yours } et prenez { $theirs }
origins-ch-cancel-losing = L'annuler, en perdant { $elder }
origins-ch-claims-brain-map = { $who } réclame votre carte cerveau.
origins-ch-which-elder-lose = Quel Ancien perdez-vous ?
origins-ch-which-elder-goes = Quel Ancien va à { $who } ? Il garde son côté de la réserve.
origins-ch-give-up-card = Céder { $card } : elle quitte la partie
origins-ch-lose = Perdre { $elder }
origins-ch-give-rules-name = Donner ce que désigne la règle
origins-ch-barbarians-strike = Les barbares de { $who } frappent : que cédez-vous ?
origins-ch-immune = immunisé
origins-ch-immunology = immunologie { $level }
origins-ch-neighbour-note = { $who } ({ $note })
origins-ch-disease-spreads = Une maladie de niveau { $limit } se propage : quel voisin atteint-elle ?
origins-ch-who-enslaver = Vous n'avez plus d'unité Carte : qui devient votre esclavagiste ?
origins-ch-forward-into = Avancer, dans { $space }
origins-ch-ends-game = Cela termine la partie à la fin de votre tour.
origins-ch-back-into = Reculer, dans { $space }
origins-ch-chaos-golden-age = Le chaos met fin à votre âge d'or : où va votre unité Ère ?
origins-ch-bid = Enchérir { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    }
origins-ch-pledge = Promettre certains de vos Anciens à un autre enchérisseur
origins-ch-pledge-detail = Ils s'ajoutent aux enchères de ce joueur ; vous enchérissez ou passez ensuite vous-même.
origins-ch-how-many = Combien ?
origins-ch-to-whom = À qui ?
origins-ch-pass = Passer
origins-ch-pass-detail = Vous ne pourrez enchérir à nouveau que si les enchères vous reviennent.
origins-ch-high-bid = l'enchère la plus haute est de { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } par { $who }
origins-ch-nobody-bid = personne n'a encore enchéri
origins-ch-auction-what = Les enchères de { $card } : { $standing }. Que faites-vous ?
origins-ch-cat-cc = Changement de climat
origins-ch-cat-volc = Un volcan en { $hex }
origins-ch-cat-dis = Une maladie de niveau { $level }
origins-ch-cat-any = Une catastrophe
origins-ch-cat-from = { $what }, de { $card }
origins-ch-cat-first = Quelle catastrophe frappe en premier ?
origins-ch-cat-next = Laquelle frappe ensuite ?
origins-ch-your-metropolis-in = Votre métropole en { $hex }
origins-ch-chaos-takes = Le chaos prend { $count } de vos unités Carte : lesquelles ?
origins-ch-chaos-takes-else = Le chaos prend { $count } de vos unités Carte : lesquelles encore ({ $chosen } sur { $count } choisies) ?
origins-ch-starves-first = Vos hexagones ne peuvent pas nourrir toutes les unités : laquelle meurt de faim en premier ?
origins-ch-starves-next = Un hexagone est encore affamé : quelle unité s'en va ensuite ?

## Les refus (error.rs et les refus des règles)
origins-cite-rule = {" "}(règle { $n })
origins-cite-rules = {" "}(règles { $n })
origins-cite-ref = {" "}({ $r })
origins-cite-rule-reading = {" "}(règle { $n }, lecture { $r })
origins-cite-rule-ref = {" "}(règle { $n }, { $r })
origins-cite-rule-ties = {" "}(règle { $n }, les égalités vont à la lettre la plus tardive)
origins-player-no = le joueur { $n }
origins-player-no-first = Le joueur { $n }
origins-seat-no = la place { $n }
origins-seat-no-first = La place { $n }
origins-refuse-is-not-in-your-hand = { $card } n'est pas dans votre main{ $cite }.
origins-refuse-is-a-public-card-it = { $card } est une carte publique : elle est mise aux enchères et ne demande aucun autre choix{ $cite }.
origins-refuse-name-the-side-of-you = Indiquez le côté de { $card } que vous jouez, gauche ou droit{ $cite }.
origins-refuse-the-left-side-of-needs = Le côté gauche de { $card } exige l'instinct { $name } visible ; jouez son côté droit{ $cite }.
origins-refuse-the-left-side-of-needs-2 = Le côté gauche de { $card } exige { $value } { $l } ou plus ; jouez son côté droit{ $cite }.
origins-refuse-this-side-of-has-fecundity = Ce côté de { $card } a { $fds } diminution(s) de la fécondité, vous ne pouvez donc pas en refuser { $value }{ $cite }.
origins-refuse-both-language-regions-are-covered = Les deux régions du langage sont couvertes : indiquez dans « language » celle que { $card } libère{ $cite }.
origins-refuse-language-names-a-covered-language = « language » désigne une région du langage couverte que ce côté libère, et { $name } n'en est pas une{ $cite }.
origins-refuse-this-side-of-has-no = Ce côté de { $card } n'a pas d'icône de domestication{ $cite }.
origins-refuse-this-side-of-has-no-2 = Ce côté de { $card } n'a pas d'icône barbare{ $cite }.
origins-refuse-the-victim-of-an-incursion = La victime d'une incursion est un de vos voisins, et { $player } n'en est pas un{ $cite }.
origins-refuse-name-the-public-card-you = Indiquez dans « card » la carte publique que vous cédez{ $cite }.
origins-refuse-give-a-card-or-an = Donnez une carte ou un Ancien, pas les deux{ $cite }.
origins-refuse-is-not-one-of-your = { $card } n'est pas une de vos cartes publiques{ $cite }.
origins-refuse-name-the-elder-you-lose = Indiquez l'Ancien que vous perdez par « colour » et « half »{ $cite }.
origins-refuse-give-a-card-or-an-2 = Donnez une carte ou un Ancien, pas les deux{ $cite }.
origins-refuse-you-have-no-elder-of = Vous n'avez aucun Ancien { $name } de couleur { $value }{ $cite }.
origins-refuse-you-can-bid-at-most = Vous pouvez enchérir au plus { $cap } : vos producteurs plus ceux qui vous sont promis{ $cite }.
origins-refuse-a-bid-must-take-the = Une enchère doit prendre la tête : enchérissez au moins { $min }{ $cite }.
origins-refuse-after-a-pledge-you-bid = Après une promesse, vous enchérissez ou passez{ $cite }.
origins-refuse-pledging-needs-your-current-era = Promettre exige que votre ère actuelle soit II ou plus{ $cite }.
origins-refuse-you-pledge-to-another-eligible = Vous promettez à un autre enchérisseur admis, et { $player } n'en est pas un{ $cite }.
origins-refuse-you-can-pledge-to-producers = Vous pouvez promettre de 1 à { $free } producteurs (ceux qui ne sont ni promis ni offerts en aide, règle 6.4).
origins-refuse-is-not-a-catastrophe-of = { $name } n'est pas une catastrophe de ce tour ; ce sont { $name2 }{ $cite }.
origins-refuse-is-named-twice = { $name } est cité deux fois{ $cite }.
origins-refuse-name-every-catastrophe-of-this = Citez une fois chaque catastrophe de ce tour : { $name }{ $cite }.
origins-refuse-your-enslaver-is-another-player = Votre esclavagiste est un autre joueur{ $cite }.
origins-refuse-chaos-takes-exactly-of-your = Le chaos prend exactement { $count } de vos unités Carte, la moitié arrondie à l'inférieur : citez-en { $count }{ $cite }.
origins-refuse-is-not-one-of-your-2 = { $name } n'est pas une de vos unités Carte{ $cite }.
origins-refuse-is-named-twice-2 = { $name } est citée deux fois{ $cite }.
origins-refuse-pay-lists-at-most-one = « pay » cite au plus un payeur par action financée{ $cite }.
origins-refuse-this-action-costs-and-you = Cette action coûte { $cost } et il vous reste { $value } action(s) de population : financez-en plus avec « fund »{ $cite }.
origins-refuse-a-sabine-raid-after-a = Un raid des Sabine après un siège exige une action de population reportée de la phase 5, ou une financée maintenant{ $cite }.
origins-refuse-you-trade-with-a-neighbour = Vous commercez avec un voisin, et { $player } n'en est pas un{ $cite }.
origins-refuse-you-and-are-level-on = Vous et { $player } êtes au même niveau en { $track } : il n'y a rien à échanger{ $cite }.
origins-refuse-declined-a-trade-from-you = { $player } a refusé un commerce avec vous dans cette phase{ $cite }.
origins-refuse-is-not-one-of-your-3 = { $place } n'est pas une de vos unités migratrices en { $name }{ $cite }.
origins-refuse-a-metropolis-already-stands-in = Une métropole se trouve déjà en { $name }{ $cite }.
origins-refuse-s-site-is-not-habitable = L'emplacement de { $name } ne vous est pas habitable maintenant{ $cite }.
origins-refuse-your-population-track-is-empty = Votre piste Population est vide : aucune unité à placer{ $cite }.
origins-refuse-a-placement-that-attacks-ends = Un placement qui attaque termine le mouvement de l'unité : pas de migration gratuite{ $cite }.
origins-refuse-holds-no-migratory-unit-of = { $place } ne porte aucune de vos unités migratrices{ $cite }.
origins-refuse-the-unit-on-has-already = L'unité en { $place } a déjà bougé ce tour-ci{ $cite }.
origins-refuse-a-migration-names-the-intersections = Une migration cite dans « path » les intersections où elle entre{ $cite }.
origins-refuse-you-incorporate-from-another-player = Vous incorporez à partir d'un autre joueur{ $cite }.
origins-refuse-has-no-elder = { $player } n'a aucun Ancien{ $cite }.
origins-refuse-your-elder-pool-is-full = Votre réserve d'Anciens est pleine{ $cite }.
origins-refuse-incorporation-needs-s-culture-level = L'incorporation exige que le niveau de culture de { $player } ({ $theirs }) soit inférieur au vôtre ({ $mine }), et un asservi n'est ouvert qu'à son esclavagiste{ $cite }.
origins-refuse-has-no-card-in-hand = { $player } n'a aucune carte en main{ $cite }.
origins-refuse-is-not-habitable-for-you = { $place } ne vous est pas habitable maintenant{ $cite }.
origins-refuse-you-already-have-a-unit = Vous avez déjà une unité en { $place }{ $cite }.
origins-refuse-a-slave-places-units-only = Un asservi ne place d'unités qu'autour des métropoles de son esclavagiste, et { $place } n'en touche aucune{ $cite }.
origins-refuse-a-slave-never-attacks-its = Un asservi n'attaque jamais son esclavagiste{ $cite }.
origins-refuse-enslaver-and-slave-never-attack = L'esclavagiste et l'asservi ne s'attaquent jamais{ $cite }.
origins-refuse-is-taken-only-around-your = { $place } est occupé ; ce n'est qu'autour de vos propres métropoles qu'un placement peut attaquer{ $cite }.
origins-refuse-touches-no-hex-where-you = { $place } ne touche aucun hexagone où vous ou vos asservis avez une unité{ $cite }.
origins-refuse-is-not-next-to = { $place } n'est pas voisin de { $place2 }{ $cite }.
origins-refuse-the-edge-from-to-cannot = Le bord de { $place } à { $place2 } ne peut pas être franchi avec votre niveau maritime { $mar } sous ce climat{ $cite }.
origins-refuse-you-cannot-enter-in-this = Vous ne pouvez pas entrer en { $place } sous ce climat avec vos niveaux{ $cite }.
origins-refuse-the-path-enters-twice = Le chemin entre deux fois en { $place }{ $cite }.
origins-refuse-this-path-costs-movement-points = Ce chemin coûte { $cost } points de mouvement, plus que { $MOVEMENT_POINTS }{ $cite }.
origins-refuse-you-already-have-a-unit-2 = Vous avez déjà une unité en { $place }{ $cite }.
origins-refuse-enslaver-and-slave-never-attack-2 = L'esclavagiste et l'asservi ne s'attaquent jamais{ $cite }.
origins-refuse-a-move-must-end-where = Un mouvement doit finir là où l'unité peut se tenir, et { $place } ne vous est pas habitable maintenant{ $cite }.
origins-refuse-enslaver-and-slave-never-attack-3 = L'esclavagiste et l'asservi ne s'attaquent jamais : demandez le passage{ $cite }.
origins-refuse-through-names-only-foreign-units = « through » ne cite que des unités étrangères sur le chemin, et { $place } n'en est pas une{ $cite }.
origins-refuse-no-other-player-s-metropolis = Aucune métropole d'un autre joueur ne se trouve en { $name }{ $cite }.
origins-refuse-enslaver-and-slave-never-besiege = L'esclavagiste et l'asservi ne s'assiègent jamais{ $cite }.
origins-refuse-was-already-besieged-this-turn = { $name } a déjà été assiégé ce tour-ci{ $cite }.
origins-refuse-s-site-is-not-habitable-2 = L'emplacement de { $name } ne vous est pas habitable maintenant{ $cite }.
origins-refuse-is-not-one-of-your-4 = { $place } n'est pas une de vos unités migratrices en { $name }{ $cite }.
origins-refuse-you-need-a-migratory-unit = Il vous faut une unité migratrice en { $name } pour l'assiéger{ $cite }.
origins-refuse-is-not-in-a-starving = { $name } n'est pas dans un hexagone de famine quand vient son tour de partir{ $cite }.
origins-refuse-after-these-removals-a-starving = Après ces retraits, un hexagone de famine porte encore une de vos unités : citez-en plus{ $cite }.
origins-refuse-has-no-elder-offered-to = { $player } ne vous a offert aucun Ancien en aide ce tour-ci{ $cite }.
origins-refuse-the-era-deck-is-empty = La pioche de l'ère { $value } est vide et aucune carte de l'ère { $value2 } n'est dans une défausse pour la reconstituer{ $cite }.
origins-refuse-has-no-consumer-elder-of = { $player } n'a aucun Ancien consommateur de couleur { $value } à réinitialiser{ $cite }.
origins-refuse-is-not-one-of-your-5 = { $card } n'est pas une de vos cartes publiques supprimées{ $cite }.
origins-refuse-shows-no-feature-of-the = { $name } ne montre aucun élément du bon type pour cette tentative{ $cite }.
origins-refuse-s-site-is-not-habitable-3 = L'emplacement de { $name } ne vous est pas habitable maintenant{ $cite }.
origins-refuse-is-not-one-of-your-6 = { $place } n'est pas une de vos unités migratrices en { $name }{ $cite }.
origins-refuse-a-metropolis-already-stands-in-2 = Une métropole se trouve déjà en { $name }, son { $value } ne peut donc pas être domestiqué{ $cite }.
origins-refuse-you-need-a-migratory-unit-2 = Il vous faut une unité migratrice sur un coin de { $name }{ $cite }.
origins-refuse-the-of-is-extinct = { $name } de { $name2 } est éteint{ $cite }.
origins-refuse-you-need-a-unit-in = Il vous faut une unité en { $name }{ $cite }.
origins-refuse-you-have-no-elder-of-2 = Vous n'avez aucun Ancien { $name } de couleur { $value }{ $cite }.
origins-refuse-is-not-your-neighbour-the = { $player } n'est pas votre voisin ; la maladie frappe un voisin{ $cite }.
origins-refuse-to-cancel-the-revolution-name = Pour annuler la révolution, indiquez l'Ancien que vous perdez : sa couleur et son côté{ $cite }.
origins-refuse-you-have-no-elder-of-3 = Vous n'avez aucun Ancien { $name } de couleur { $value } pour annuler la révolution{ $cite }.
origins-refuse-accepting-the-swap-costs-no = Accepter l'échange ne coûte aucun Ancien : omettez la couleur et le côté{ $cite }.
origins-refuse-original-behaviour-needs-the-tech = Comportement original exige l'instinct technologie ou histoire naturelle visible sur votre carte cerveau{ $cite }.
origins-refuse-you-can-scavenge-from-so = Vous pouvez récupérer chez { $player }, Imitateur doit donc dire qui il copie ; piocher n'est permis que si personne ne peut être copié{ $cite }.
origins-refuse-locution-needs-a-brain-unit = Locution exige une unité cerveau sur l'aire de Wernicke{ $cite }.
origins-refuse-no-brain-unit-covers = Aucune unité cerveau ne couvre { $name }{ $cite }.
origins-refuse-is-already-covered = { $name } est déjà couvert{ $cite }.
origins-refuse-is-not-next-to-on = { $name } n'est pas voisin de { $name2 } sur la carte cerveau{ $cite }.
origins-refuse-invention-draws-from-an-era = Invention pioche dans une ère où vous êtes entré : 1 à { $value }{ $cite }.
origins-refuse-baby-boom-needs-a-unit = Baby boom exige une unité sur votre piste Population et de la place sur votre piste Innovation{ $cite }.
origins-refuse-economic-stimulus-needs-an-active = Stimulation économique exige une carte information active{ $cite }.
origins-refuse-economic-stimulus-makes-to-resets = Stimulation économique fait de 1 à { $best } réinitialisations, votre meilleur rang d'information{ $cite }.
origins-refuse-espionage-needs-an-opponent-with = Espionnage exige un adversaire ayant une carte en main{ $cite }.
origins-refuse-aid-goes-to-another-player = L'aide va à un autre joueur{ $cite }.
origins-refuse-you-can-earmark-to-producers = Vous pouvez réserver de 1 à { $value } producteurs pas encore offerts{ $cite }.
origins-refuse-you-already-offered-aid-to = Vous avez déjà offert de l'aide à { $player } dans cette phase{ $cite }.
origins-refuse-a-golden-age-is-entered = On entre dans un âge d'or depuis la case sombre de l'ère II ou III{ $cite }.
origins-refuse-entering-needs-or-more-and = Entrer dans { $value } exige { $track } { $l } ou plus, et vous avez { $value2 }{ $cite }.
origins-refuse-name-exactly-one-of-your = Citez exactement une de vos cartes { $name } supprimées à réactiver{ $value }{ $cite }.
origins-refuse-only-suppressed-public-cards-of = Seules les cartes publiques supprimées de votre répertoire sont réactivées{ $cite }.
origins-refuse-you-already-hold-that-brain = Vous détenez déjà cette carte cerveau{ $cite }.
origins-refuse-the-holder-of-is-not = Le détenteur de { $value } n'est pas dans un âge sombre, elle ne peut donc pas être prise{ $cite }.
origins-refuse-you-have-no-elder-of-4 = Vous n'avez aucun Ancien { $name } de couleur { $value }{ $cite }.
origins-refuse-public-card-in-hand = { $card } est une carte publique dans votre main : jouez-la avant de terminer la phase{ $cite }.
origins-refuse-hand-limit = Vous avez { $count } cartes et votre taille limite de main est { $limit } : jouez des cartes jusqu'à l'atteindre{ $cite }.
origins-refuse-raid-after-siege = Un raid des Sabine ici suit immédiatement votre siège contre { $player }{ $cite }.
origins-refuse-raid-needs-battle = Un raid des Sabine exige une bataille contre { $player } dans cette phase dont le raid n'a pas servi{ $cite }.
origins-refuse-scavenge-own = Vous récupérez dans la défausse d'un adversaire, pas dans la vôtre{ $cite }.
origins-refuse-discard-empty = La défausse de { $seat } est vide, il n'y a donc rien à récupérer{ $cite }.
origins-refuse-later-era-card = { $card } est une carte de l'ère { $era }, plus tardive que votre ère, et vous n'avez pas de carte de diffusion culturelle dans votre défausse{ $cite }.
origins-refuse-animal = animal
origins-refuse-plant = végétal
origins-refuse-and-none = , et vous n'en avez aucune, donc aucune
origins-unit-at-first = L'unité en { $place }
origins-metropolis-in-first = La métropole en { $hex }
origins-error-game-over = La partie est terminée.
origins-error-no-such-seat = Il n'y a pas de place { $n } à cette table.
origins-error-not-your-turn = Ce n'est pas à vous de décider : { $player } décide maintenant{ $cite }.
origins-error-wrong-decision = Ce n'est pas la décision demandée maintenant : { $asked }{ $cite }.
origins-error-no-action-left = Il ne reste aucune action d'innovation ce tour-ci{ $cite }.
origins-error-era-one-only = { $action } est une action de l'ère I, et vous avez quitté l'ère I{ $cite }.
origins-error-era-two-only = { $action } est une action de l'ère II et suivantes, et vous êtes encore en ère I{ $cite }.
origins-error-instinct-hidden = { $action } exige l'instinct { $instinct } visible sur votre carte cerveau{ $cite }.
origins-error-era-too-low = { $action } exige que votre ère actuelle soit { $era } ou plus{ $cite }.
origins-error-enslaved = Un asservi ne peut pas faire : { $action }{ $cite }.
origins-error-no-producer = Vous n'avez aucun Ancien producteur à dépenser{ $colour }{ $cite }.
origins-error-of-colour = {" "}de couleur { $colour }
origins-error-corrupt = L'état de la partie est corrompu : { $what }.
origins-wrong-cards = jouer une carte (play_card) ou terminer la phase (end_cards)
origins-wrong-barbarian = répondre à l'incursion barbare (barbarian_answer)
origins-wrong-auction = répondre aux enchères par bid, pass ou pledge
origins-wrong-population = faire une action de population, offrir de l'aide ou terminer la phase 5 (end_population)
origins-wrong-sieges = assiéger une métropole, faire un raid des Sabine après un siège ou terminer la phase 6 (end_sieges)
origins-wrong-phase = cette phase n'est pas encore jouée par ce moteur
origins-wrong-innovation = faire une action d'innovation, offrir de l'aide ou terminer la phase 1
origins-wrong-prompt = répondre à la question { $prompt }
origins-action-a-sabine-raid-in-espionage-mode = Un raid des Sabine en mode espionnage
origins-action-an-aid-offer = Une offre d'aide
origins-action-baby-boom = Baby boom
origins-action-economic-stimulus = Stimulation économique
origins-action-education = Éducation
origins-action-enter-golden-age = Entrer dans l'âge d'or
origins-action-espionage = Espionnage
origins-action-imitator = Imitateur
origins-action-invention = Invention
origins-action-lexicalization = Lexicalisation
origins-action-locution = Locution
origins-action-naturalist = Naturaliste
origins-action-original-behaviour = Comportement original
origins-action-revolution = Révolution
origins-action-sabine-raids = les raids des Sabine
origins-action-silverback = Silverback
origins-action-storyteller = Conteur
origins-action-trade = Commerce
origins-action-urbanization = Urbanisation
origins-action-domestication-lower = la domestication
origins-action-free-migration-lower = la migration gratuite
origins-action-migration-lower = la migration
origins-action-sieges-lower = les sièges
origins-action-trade-lower = le commerce
origins-action-urbanization-lower = l'urbanisation

## Le courriel du tour (extras.rs)
origins-mail-play-your-turn = jouer votre tour
origins-mail-innovation = Votre tour dans { $title } : phase 1, innovation ({ $count ->
        [one] { $count } action restante
       *[other] { $count } actions restantes
    }), puis le reste de votre tour.
origins-mail-cards = Votre tour dans { $title } : phase 3, jouez des cartes idée et publiques ou terminez la phase.
origins-mail-population = Votre tour dans { $title } : phase 5, population ({ $used } actions utilisées sur { $total }).
origins-mail-sieges = Votre tour dans { $title } : phase 6, sièges.
origins-mail-high-bid = l'enchère la plus haute est de { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    }
origins-mail-card-high = { $card } ; { $high }
origins-mail-bid = enchérir
origins-mail-bid-head = Des enchères dans { $title } : { $what }. Enchérissez plus d'Anciens, promettez des Anciens à un autre enchérisseur, ou passez.
origins-mail-passage = accorder ou refuser le passage
origins-mail-passage-head = Une question dans { $title } : une unité en migration demande à passer votre unité en { $place }.
origins-mail-trade = répondre à un commerce
origins-mail-trade-head = Une question dans { $title } : on vous propose un commerce en { $track }.
origins-mail-revolution = répondre à une révolution
origins-mail-revolution-head = Une question dans { $title } : une révolution réclame votre carte cerveau ; acceptez ou annulez.
origins-mail-elder-loss = choisir un Ancien à perdre
origins-mail-elder-loss-head = Une question dans { $title } : choisissez l'Ancien que vous perdez.
origins-mail-elder-transfer = choisir un Ancien à céder
origins-mail-elder-transfer-head = Une question dans { $title } : choisissez l'Ancien que vous cédez.
origins-mail-barbarians = répondre à une incursion barbare
origins-mail-barbarians-head = Une question dans { $title } : des barbares vous frappent ; donnez une carte publique ou un Ancien.
origins-mail-disease = choisir qui la maladie atteint
origins-mail-disease-head = Une question dans { $title } : choisissez le voisin qu'atteint une maladie.
origins-mail-enslaver = choisir votre esclavagiste
origins-mail-enslaver-head = Une question dans { $title } : vous n'avez plus d'unité Carte ; choisissez votre esclavagiste.
origins-mail-catastrophes = ordonner vos catastrophes
origins-mail-catastrophes-head = Une question dans { $title } : choisissez l'ordre des catastrophes de ce tour.
origins-mail-depopulate = choisir les unités que prend le chaos
origins-mail-depopulate-head = Une question dans { $title } : le chaos prend { $count } de vos unités Carte ; choisissez-les.
origins-mail-dark-age = choisir votre âge sombre
origins-mail-dark-age-head = Une question dans { $title } : le chaos met fin à votre âge d'or ; avancez ou reculez.
origins-mail-starve = choisir les unités qui meurent de faim
origins-mail-starve-head = Une question dans { $title } : phase 7, choisissez les unités que vos hexagones ne peuvent pas nourrir.
origins-mail-finished = terminée au tour de jeu { $turn }
origins-mail-progress = ère { $era }, tour { $turn }
origins-mail-score = Score { $score } : nombre Innovation { $innovation }, nombre Population { $population }.
origins-mail-elders = Anciens : { $ready } prêts, { $spent } dépensés ; { $units ->
        [one] { $units } unité migratrice
       *[other] { $units } unités migratrices
    } et { $metropolises ->
        [one] { $metropolises } métropole
       *[other] { $metropolises } métropoles
    } ; { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main.

## La ligne d'état et l'aperçu (web::games::origins)
origins-status-innovation = phase 1, actions d'innovation ({ $count ->
        [one] { $count } action restante
       *[other] { $count } actions restantes
    })
origins-status-cards = phase 3, jouer des cartes
origins-status-population = phase 5, actions de population ({ $used } utilisées sur { $total })
origins-status-sieges = phase 6, sièges
origins-status-bid-auction = une enchère dans les enchères de { $card }
origins-status-bid = une enchère
origins-status-passage = le passage d'une unité de { $who } en { $place }
origins-status-trade = un commerce en { $track } proposé par { $who }
origins-status-revolution = une réponse à la révolution de { $who }
origins-status-elder-loss = quel Ancien perdre
origins-status-elder-transfer = quel Ancien va à { $who }
origins-status-barbarians = que donner aux barbares de { $who }
origins-status-disease = quel voisin atteint une maladie de niveau { $limit }
origins-status-enslaver = qui devient l'esclavagiste
origins-status-catastrophes = l'ordre des catastrophes
origins-status-depopulate = quelles { $count ->
        [one] { $count } unité Carte
       *[other] { $count } unités Carte
    } prend le chaos
origins-status-dark-age = où va l'unité Ère dans l'âge sombre
origins-status-starve = quelles unités meurent de faim
origins-status-over = Tour de jeu { $turn } sur { $cap } au plus : la partie est terminée.
origins-status-deciding = Tour de jeu { $turn } sur { $cap } au plus : { $who } (ère { $era }) décide : { $what }.
origins-status-deciding-other = Tour de jeu { $turn } sur { $cap } au plus : le tour de { $who } (ère { $era }) ; { $other } décide : { $what }.
origins-preview-score = Score : { $before } → { $after }
origins-preview-innovation = Nombre Innovation : { $before } → { $after }
origins-preview-population = Nombre Population : { $before } → { $after }
origins-preview-ready = Anciens prêts : { $before } → { $after }
origins-preview-spent = Anciens dépensés : { $before } → { $after }
origins-preview-migratory = Unités migratrices : { $before } → { $after }
origins-preview-metropolises = Métropoles : { $before } → { $after }
origins-preview-hand = Cartes en main : { $before } → { $after }
origins-preview-public = Cartes publiques : { $before } → { $after }
origins-preview-random = Un dé, un mélange ou le dessus d'une pioche décide de ce qui arrive, donc ce n'est pas joué ici : personne ne l'apprend avant votre confirmation.
origins-preview-ends-game = Cela termine la partie.
origins-preview-ends-turn = Cela termine votre tour.
origins-preview-unreadable = Ce choix n'a pas pu être lu.
origins-box-hand = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } en main ; votre taille limite de main est { $limit }.
origins-box-high-bid = Enchère la plus haute : { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } par { $who }.
origins-box-no-bid-yet = Pas encore d'enchère.
origins-box-to-answer = À { $who } de répondre.
origins-box-no-bid = pas d'enchère
origins-box-passed = , a passé
origins-box-bid = { $who } : { $bid }{ $passed }
origins-box-pledged = { $who } a promis { $count ->
        [one] { $count } Ancien
       *[other] { $count } Anciens
    } à { $to }
origins-box-auction-of = Les enchères de { $card }
origins-box-top-of-discard = (dessus de la défausse de { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    })
origins-box-empty-discard = Une défausse vide.
origins-box-active = active
origins-box-suppressed = supprimée
origins-box-frame-state = ({ $frame }, { $state })
origins-box-out-of-game = Hors de la partie : { $cards }.
origins-box-brain = { $species } ({ $letter })
origins-box-unused-brains = Cartes cerveau que personne ne détient : { $brains }.

## Les titres des images et les scores finaux (web::games::origins)
origins-picture-choose = Choisir sur la carte
origins-picture-map = La carte
origins-picture-hand = Votre main
origins-picture-cards = Les cartes sur la table
origins-picture-units = Les unités par région
origins-picture-scores = Scores finaux
origins-scores-player = Joueur
origins-scores-place = Place
origins-scores-innovation = Innovation
origins-scores-population = Population
origins-scores-elders = Anciens
origins-scores-info = Information
origins-scores-culture = Culture
origins-scores-admin = Administration
origins-scores-total = Total
origins-scores-elders-in-pool = Anciens dans la réserve
origins-scores-metropolises = Métropoles
origins-scores-note = Innovation et population : les nombres de la fiche Démographie. Anciens, information, culture et administration : ce que la carte cerveau détenue à la fin rapporte. Les égalités sont départagées par les Anciens dans la réserve, puis par les métropoles.

## Les mots de la page autour des images : titres, notes du revisionnage, graphique.
origins-revealed = Chaque main et chaque défausse sont montrées maintenant ; le tableau ci-dessous montre d'où vient chaque score.
origins-replay-over = La partie est terminée : chaque main et chaque défausse sont montrées à chaque étape.
origins-replay-seat = La partie est en cours : vous voyez votre propre main à chaque étape, jamais celle des autres, ni l'ordre des pioches.
origins-replay-watcher = La partie est en cours : les mains et l'ordre des pioches restent cachés.
origins-mat-yours = Vos fiches
origins-mat-of = Les fiches de { $who }
