# Origins : How We Became Human (nom de registre `origins`) : « Comment cette édition interprète
# les règles », toutes les interprétations de la section 20 de la conception (D1–D48) et les
# adaptations Turnpost de la section 21 (S1–S8), avec nos mots, sur la page d'aide aux règles
# (templates/games/origins/rules.html). Le moteur ne garde que les codes, dans l'ordre
# (src/engine/origins/readings.rs, READINGS). Le joueur est vouvoyé ; les noms des composants et
# les termes sont ceux de games/origins.ftl (Anciens, réserve d'Anciens, Unités, Unité Ère, carte
# cerveau, carte idée, carte publique, enchères, métropole, esclavagiste, asservi...). Tous les
# codes sont des identifiants Fluent valides tels quels.

## Les interprétations des règles (section 20 de la conception)
origins-reading-D1-title = Jusqu'où les cartes font avancer les pistes
origins-reading-D1-text = Les notes de jeu comptent, pour chaque ère, combien de cartes font avancer chaque piste d'infrastructure et jusqu'à quel niveau. Dans cette édition, toute avancée due à une carte s'arrête à ce niveau.
origins-reading-D2-title = Votre lettre, c'est votre carte cerveau
origins-reading-D2-text = Tout ce qui se sert d'une lettre (égalités aux enchères, premier joueur, points de victoire, conditions de l'âge d'or) se sert de la carte cerveau que vous détenez maintenant, qu'une Révolution peut changer.
origins-reading-D3-title = Les pistes se remplissent par la droite
origins-reading-D3-text = La piste Innovation a des cases de 0 à 7 et la piste Population de 0 à 10. Les Unités partent de la gauche et arrivent dans la case vide la plus à droite : chaque nombre est donc la case à gauche des Unités.
origins-reading-D4-title = D'où vient un nouvel Ancien
origins-reading-D4-text = Un nouvel Ancien quitte la piste Innovation ; ce n'est que lorsque celle-ci est vide qu'il quitte la piste Population.
origins-reading-D5-title = Les nouveaux Anciens travaillent tout de suite
origins-reading-D5-text = Un nouvel Ancien arrive dans la section producteurs de votre réserve d'Anciens.
origins-reading-D6-title = Une réserve pleine n'en prend pas plus
origins-reading-D6-text = Votre réserve compte au plus un Ancien de plus que vous n'avez de métropoles. Une fois qu'elle est pleine, aucun gain, aucune Incorporation, aucun siège ni aucun Commerce n'en ajoute un autre, mais les Anciens déjà présents restent si une métropole tombe.
origins-reading-D7-title = Une réinitialisation, une carte
origins-reading-D7-text = Chaque réinitialisation soit réveille un Ancien dépensé, soit remet face visible l'une de vos cartes publiques supprimées.
origins-reading-D8-title = Après l'ère I, chaque instinct compte
origins-reading-D8-text = Une fois votre carte cerveau dégagée, chaque instinct qu'une carte demande compte comme visible.
origins-reading-D9-title = Béring et Hawaï relient les bords
origins-reading-D9-text = Les deux intersections imprimées sur les deux bords de la carte sont chacune une seule intersection, et les hexagones qui les entourent sont voisins par-delà le bord.
origins-reading-D10-title = Les espèces recommandées selon la place
origins-reading-D10-text = Avec la distribution recommandée, les premières places dans l'ordre de la table reçoivent les espèces que suggère la règle.
origins-reading-D11-title = Les réinitialisations peuvent aider les autres
origins-reading-D11-text = Une réinitialisation peut réveiller l'Ancien dépensé d'un autre joueur ; cela ne peut que l'aider, on ne lui demande donc rien.
origins-reading-D12-title = Quelles catastrophes frappent
origins-reading-D12-text = Seules frappent, pendant votre phase 2, les catastrophes des cartes publiques que vous avez tirées d'une pioche pendant ce tour.
origins-reading-D13-title = Comment agit la maladie
origins-reading-D13-text = Un joueur dont l'immunologie a atteint la limite de la maladie est immunisé. Tout autre joueur monte son immunologie d'un niveau (jusqu'à la limite), perd un Ancien et fait deux accroissements de fécondité.
origins-reading-D14-title = Une seule face d'une carte idée
origins-reading-D14-text = Vous résolvez exactement une face d'une carte idée : la gauche si vous remplissez ses conditions et la choisissez, sinon la droite.
origins-reading-D15-title = Ce qui est facultatif
origins-reading-D15-text = La domestication, les barbares et les diminutions de la fécondité d'une carte sont à votre choix ; l'encéphalisation et les avancées de piste ont toujours lieu.
origins-reading-D16-title = Les enchères font le tour de la table
origins-reading-D16-text = Les enchères interrogent tour à tour chaque joueur qui y a droit, en commençant par le joueur actif. Chaque mise doit prendre la tête ; une mise égale prend la tête si sa lettre vient après. Les enchères se terminent quand tous les autres ont passé depuis la dernière prise de tête.
origins-reading-D17-title = Sans mise, carte gratuite
origins-reading-D17-text = Si personne ne peut miser ou si personne ne le fait, le joueur actif prend la carte pour rien.
origins-reading-D18-title = Les actions facilitées
origins-reading-D18-text = Une action facilitée ignore les conditions d'ère et d'instinct, mais rien d'autre : les coûts, les cibles et l'esclavage s'appliquent toujours.
origins-reading-D19-title = La diffusion culturelle est automatique
origins-reading-D19-text = Après toute attaque contre vous, si vous avez une carte de diffusion dans votre défausse, la carte du dessus de la défausse de l'attaquant arrive aussitôt dans votre main.
origins-reading-D20-title = Locution veut dire chaos
origins-reading-D20-text = Utiliser Locution vous plonge dans le chaos en phase 4, même si votre Population n'exige aucun lancer.
origins-reading-D21-title = La pénalité de Révolution attend
origins-reading-D21-text = Le −2 d'une Révolution attend votre prochain lancer de stabilité réellement effectué, et plusieurs s'additionnent.
origins-reading-D22-title = Le chaos pendant un âge sombre
origins-reading-D22-text = Le chaos ne déplace votre Unité Ère que si elle se trouve sur une case d'âge d'or.
origins-reading-D23-title = Financer des actions Population
origins-reading-D23-text = Vous pouvez dépenser des Anciens pour des actions Population supplémentaires à tout moment de la phase 5, une action par Ancien.
origins-reading-D24-title = Le Commerce
origins-reading-D24-text = Lors d'un Commerce, le joueur en retard avance même si la réserve du joueur en avance est pleine ; l'action n'est dépensée que si le partenaire accepte.
origins-reading-D25-title = Un déplacement par Unité
origins-reading-D25-text = Le déplacement gratuit après l'Accroissement de population est le déplacement de cette Unité pour le tour, et un placement qui attaque met fin à son mouvement.
origins-reading-D26-title = Où va l'accroissement
origins-reading-D26-text = Une nouvelle Unité va sur une intersection habitable voisine d'un hexagone où vous ou votre asservi avez une Unité, ou sur un coin de l'un de vos hexagones de métropole, où elle peut attaquer une Unité étrangère.
origins-reading-D27-title = Revenir sur la carte
origins-reading-D27-text = Un joueur libre qui n'a plus d'Unité peut faire un Accroissement de population autour de l'intersection de départ de sa propre fiche Démographie.
origins-reading-D28-title = Les coûts en mer
origins-reading-D28-text = Avec la Puissance coloniale, entrer sur une intersection de mer ou traverser la haute mer coûte 2 ; quitter la mer coûte 1 ; avec le Blocus, chaque pas coûte 1.
origins-reading-D29-title = Passage refusé entre esclavagiste et asservi
origins-reading-D29-text = Si un esclavagiste et un asservi se refusent le passage, l'Unité qui se déplace s'arrête au dernier endroit libre de son chemin où elle peut se tenir, ou reste chez elle.
origins-reading-D30-title = Attaquer par-delà l'eau
origins-reading-D30-text = Un attaquant combat avec un niveau de Métallurgie de moins si son déplacement, jusqu'à la bataille, a franchi un détroit ou la haute mer ou est entré sur une intersection de mer.
origins-reading-D31-title = Un vainqueur qui ne peut pas rester
origins-reading-D31-text = Un attaquant qui gagne là où il ne peut pas rester est perdu lui aussi.
origins-reading-D32-title = Les asservis n'assiègent pas
origins-reading-D32-text = Un asservi ne peut pas assiéger, puisqu'il ne peut pas posséder de métropoles.
origins-reading-D33-title = Un siège par hexagone
origins-reading-D33-text = Chaque hexagone peut être assiégé au plus une fois par tour.
origins-reading-D34-title = Les raids après les sièges
origins-reading-D34-text = Un Raid des Sabine après un siège se fait juste après celui-ci, avec des actions Population reportées de la phase 5 ou payées à ce moment-là.
origins-reading-D35-title = La famine dans l'ordre
origins-reading-D35-text = Vous retirez les Unités affamées dans l'ordre de votre choix, et chacune doit encore se trouver dans un hexagone de famine quand elle part.
origins-reading-D36-title = Les animaux féroces disparaissent
origins-reading-D36-text = Un résultat « trop féroce » rend l'animal éteint, quel que soit le nombre de joueurs.
origins-reading-D37-title = La métropole d'abord
origins-reading-D37-text = Une domestication réussie bâtit sa métropole avant ses autres gains, si bien que la nouvelle métropole compte déjà pour votre réserve.
origins-reading-D38-title = Les ressources à côté de votre métropole
origins-reading-D38-text = Vous pouvez exploiter une ressource là où vous n'avez qu'une métropole ; le résultat ne bâtit alors pas de seconde métropole.
origins-reading-D39-title = Les emplacements et la technologie
origins-reading-D39-text = Les Puits gardent les emplacements jaunes dans le désert, les Pesticides les emplacements verts dans la jungle et les Fourrures les emplacements de toundra sous les tropiques ; rien ne sauve un emplacement bleu de la montée des eaux.
origins-reading-D40-title = Locution exige Wernicke
origins-reading-D40-text = Locution n'est permise que tant qu'une Unité Cerveau couvre Wernicke's Area.
origins-reading-D41-title = Qui devient l'esclavagiste
origins-reading-D41-text = L'autre camp de la bataille ou du siège qui vous a pris votre dernière Unité devient votre esclavagiste ; sinon, vous choisissez. Être asservi libère d'abord vos propres asservis.
origins-reading-D42-title = La technologie partagée
origins-reading-D42-text = Quand un esclavagiste ou un asservi avance sur une piste, l'autre y avance aussi, jusqu'à la même limite, et cette copie n'est pas copiée à son tour.
origins-reading-D43-title = Les révoltes des asservis
origins-reading-D43-text = Quand un asservissement prend fin, les travailleurs immigrés de l'esclavagiste rentrent d'abord chez eux, puis l'asservi assiège une à une les métropoles de l'esclavagiste situées dans ses hexagones ; après un chaos, l'asservi prend le terrain que l'esclavagiste a perdu.
origins-reading-D44-title = La maladie entre esclavagiste et asservi
origins-reading-D44-text = Une maladie qui frappe un esclavagiste ou un asservi frappe aussi l'autre, une fois.
origins-reading-D45-title = Départager les égalités
origins-reading-D45-text = Un score à égalité revient au plus grand nombre d'Anciens, puis de métropoles ; sinon, la place est partagée.
origins-reading-D46-title = Plusieurs joueurs asservis à la fois
origins-reading-D46-text = Quand un même événement laisse plusieurs joueurs sans Unités, ils sont traités un par un dans l'ordre du tour à partir du joueur actif.
origins-reading-D47-title = La diffusion agit depuis n'importe où dans la défausse
origins-reading-D47-text = Une carte de diffusion agit depuis n'importe quelle position de votre défausse, si bien que l'utiliser montre aux autres que votre défausse en contient une.
origins-reading-D48-title = La Lexicalisation
origins-reading-D48-text = La Lexicalisation exige un instinct de langage visible une fois l'Unité qui se déplace soulevée : une région de la parole vide avant le déplacement, ou celle que l'Unité quitte.

## Les adaptations Turnpost (section 21 de la conception), aussi listées comme simplifications
origins-reading-S1-title = Pas d'ère IV
origins-reading-S1-text = L'ère IV est une extension qui manque au jeu de base : la partie se termine donc quand le premier joueur entre dans l'âge sombre de l'ère IV.
origins-reading-S2-title = Pas d'embargo
origins-reading-S2-text = Les droits sur le pétrole ne comptent que pour la technologie de l'ère IV, les embargos sont donc laissés de côté ; les hexagones de pétrole restent des ressources.
origins-reading-S3-title = Les pistes s'arrêtent tôt
origins-reading-S3-text = Les pistes d'infrastructure s'arrêtent aux niveaux que les ères I à III peuvent atteindre, et les technologies suivantes sont laissées de côté.
origins-reading-S4-title = L'aide à des moments fixes
origins-reading-S4-text = Dépenser des Anciens pour un autre joueur se fait par une promesse lors d'enchères ou par une offre valable jusqu'à la fin du prochain tour de ce joueur.
origins-reading-S5-title = Les accords ne sont que des paroles
origins-reading-S5-text = Les accords ne sont jamais imposés ; les joueurs les passent dans la discussion de table.
origins-reading-S6-title = Une limite de tours
origins-reading-S6-text = Pour que chaque partie se termine, la partie prend aussi fin après un nombre fixé de tours de jeu, avec le décompte habituel. La table le choisit sur le formulaire de nouvelle partie : 100 pour la partie complète (bien plus qu'il n'en faut pour une partie jouée jusqu'au bout), ou 12 ou 3 tours de jeu pour une partie plus courte.
origins-reading-S7-title = Un refus par partenaire
origins-reading-S7-text = Dès qu'un partenaire refuse votre Commerce, vous ne pouvez pas lui en proposer un autre pendant la même phase.
origins-reading-S8-title = Les cartes prises dans une main restent anonymes dans le journal
origins-reading-S8-text = Le journal de la partie est le même pour tous : une carte prise au hasard dans une main (Espionnage, ou un Raid des Sabine pour une carte) y est notée sans son nom ; celui qui la prend et sa victime voient de quelle carte il s'agit dans leur propre main.
