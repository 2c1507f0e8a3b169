# Humanity (nom de registre `humanity`) : « Comment cette édition lit les règles » sur sa page d'aide
# aux règles (templates/games/humanity/rules.html). Le moteur ne garde que les codes, dans l'ordre
# (engine::humanity::readings::READINGS) ; chaque code a ici un titre et une explication.
# Termes (comme dans humanity-rules.ftl) : astronaute, module, hangar, expérience, mission, station,
# bras, tuile, case, serre, unités, électricité, ressource de base / avancée, amélioration ;
# PT (points de travail), PR (points de recherche), PV (points de victoire). Le joueur est vouvoyé.

humanity-reading-D1-title = Les conversions peuvent utiliser l'électricité
humanity-reading-D1-text = Une ressource avancée peut se payer avec trois unités quelconques de la ressource de base qui lui est associée ou d'électricité, mélangées librement, y compris des unités de producteurs variables. Trois unités d'électricité paient une ressource avancée.

humanity-reading-D2-title = Les tuiles de communication gardent leur valeur
humanity-reading-D2-text = Un module de communication déployé est remplacé par une tuile orange ou bleue qui vaut autant de recherche que la tuile que vous avez piochée, quelle que soit l'année en cours.

humanity-reading-D3-title = Une station vide fait faire un tour complet au bras
humanity-reading-D3-text = S'il ne reste aucun module sur la station une fois vidés les deux hangars franchis, le bras fait un tour complet et tous les astronautes présents sur la station rentrent à la base.

humanity-reading-D4-title = Rien n'est choisi à votre place
humanity-reading-D4-text = Le jeu ne choisit jamais un astronaute ni un paiement à votre place. Le tour présente d'abord un paiement proposé, puis toutes les autres façons de payer.

humanity-reading-D5-title = La serre joker est une forme à part entière
humanity-reading-D5-text = La serre joker compte comme une quatrième forme. Comme un groupe contient au plus trois serres, cela donne les mêmes résultats que si elle prenait la forme qui manque, quelle qu'elle soit.

humanity-reading-D6-title = Prendre une mission exige un meilleur résultat sur le moment
humanity-reading-D6-text = Pour prendre une mission au joueur qui la détient, votre résultat doit être strictement supérieur au sien tel qu'il est à ce moment-là. Une égalité ne suffit jamais à la prendre.

humanity-reading-D7-title = La recherche s'arrête à 50 ; les égalités ne rapportent aucun bonus
humanity-reading-D7-text = La recherche au-delà de 50 est perdue. Le bonus de fin d'année ne compte que les joueurs strictement derrière vous, si bien qu'une recherche égale ne rapporte rien ; à deux joueurs, seul un joueur strictement en tête reçoit les 2 supplémentaires.

humanity-reading-D8-title = Les ressources ne se dépensent qu'en payant
humanity-reading-D8-text = Les unités ne quittent vos modules que pour payer un module ou une expérience ; il n'y a pas de conversion libre à un autre moment.

humanity-reading-D9-title = Un tour confirmé une fois, placements et science cachés
humanity-reading-D9-text = Vous choisissez tout votre tour étape par étape, voyez ce qu'il va faire, puis le confirmez une seule fois : rien ne compte avant. Les astronautes qui rentrent sont placés par tous en même temps et restent cachés jusqu'à ce que tous aient choisi. Les totaux de science restent cachés jusqu'à la fin.

humanity-reading-D10-title = Les améliorations sont obligatoires
humanity-reading-D10-text = Chaque amélioration gagnée grâce à un carré doit aller à un astronaute de moins de 4 PT tant qu'il en existe un ; ce n'est que lorsqu'il n'en reste aucun que l'amélioration est perdue.

humanity-reading-D11-title = Petits détails précisés
humanity-reading-D11-text = Un nouveau module de production contient 1 unité. Un module de temps peut être réutilisé dans le même tour pour 1 PT à chaque fois. Les astronautes poussés jusqu'au hangar du bras y restent et rentrent à la base à la prochaine rotation de la station. Cette rotation ramène les astronautes depuis l'ancien hangar du bras (inclus) jusqu'au nouveau (exclu). Une expérience de temps déplace aussi l'astronaute qui vient de la réaliser.

humanity-reading-D12-title = Où commencent les troisièmes astronautes
humanity-reading-D12-text = Le troisième astronaute de chaque place commence sur le hangar 3 + joueurs - place, si bien que l'astronaute du premier joueur est le plus loin de rentrer à la base.

humanity-reading-D13-title = L'ordre des gains d'un déploiement
humanity-reading-D13-text = Un déploiement marque ses points imprimés, puis les carrés, puis la recherche, puis la recherche de voisinage, puis les améliorations. Les totaux sont les mêmes que dans l'ordre imprimé.

humanity-reading-Q1-title = Passer quand on est bloqué
humanity-reading-Q1-text = Si vous n'avez aucune action légale (tous les producteurs pleins, rien à activer, rien que vous puissiez payer), vous pouvez passer, ce qui épuise l'astronaute. Passer est refusé dès que quoi que ce soit d'autre est possible.

humanity-reading-Q2-title = Un paiement ne peut pas rester bloqué
humanity-reading-Q2-text = Un paiement est vérifié en entier quand vous l'envoyez : il doit couvrir exactement le coût, sinon le message indique ce qui manque ou ce qui est en trop. Il n'existe pas d'état à moitié payé.

humanity-reading-Q3-title = Rien n'est annulé à moitié
humanity-reading-Q3-text = Comme un tour s'applique entièrement ou pas du tout, une mission prise ne peut jamais être rétablie pour un joueur et pas pour l'autre.

humanity-reading-Q4-title = Personne ne joue sans astronaute
humanity-reading-Q4-text = Les joueurs sans astronaute actif sont sautés, et le placement n'attend que les joueurs qui ont des astronautes à placer.

humanity-reading-Q5-title = Les expériences sont vérifiées par le serveur
humanity-reading-Q5-text = Une expérience doit être exposée et vous devez pouvoir la payer ; le moteur vérifie les deux.

humanity-reading-Q6-title = Quels modules le paiement suggéré vide
humanity-reading-Q6-text = Le paiement suggéré dépense le moins d'électricité possible et prend les unités dans les modules d'année avant les modules de départ, dans l'ordre du catalogue, comme le fait la référence.
