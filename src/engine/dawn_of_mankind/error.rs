//! `RuleError`: why a submission is refused, said as messages (`engine::msg`, texts
//! `dawn-of-mankind-error-*`) a player reads in their language, naming the rule (the design
//! page's section in brackets).

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{}", crate::say!("dawn-of-mankind-error-game-over"))]
    GameOver,
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-seat", seat = .0))]
    NoSuchSeat(usize),
    /// The seat to play, as the log names players (`{pN}`: the platform puts the name there).
    #[error("{}", crate::say!("dawn-of-mankind-error-not-your-turn", who = .0))]
    NotYourTurn(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-setup-turn-expected"))]
    SetupTurnExpected,
    #[error("{}", crate::say!("dawn-of-mankind-error-main-turn-expected"))]
    MainTurnExpected,
    #[error("{}", crate::say!("dawn-of-mankind-error-second-setup-card"))]
    SecondSetupCard,
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-setup-card", card = .0))]
    NoSuchSetupCard(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-area", area = .0))]
    NoSuchArea(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-setup-elders"))]
    SetupElders,
    #[error("{}", crate::say!("dawn-of-mankind-error-second-in-column", column = *.0))]
    SecondInColumn(&'static str),
    #[error("{}", crate::say!("dawn-of-mankind-error-not-fewest", area = .area, has = .has, fewest = .fewest, least = .least))]
    NotFewest {
        area: String,
        has: u32,
        fewest: String,
        least: u32,
    },
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-route", route = .0))]
    NoSuchRoute(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-no-meeple-there", area = .0, route = .1))]
    NoMeepleThere(String, String),
    #[error("{}", crate::say!("dawn-of-mankind-error-own-meeple-on-tile", tile = .0))]
    OwnMeepleOnTile(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-route-art-not-allowed", route = .0))]
    RouteArtNotAllowed(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-tile-art-not-allowed", tile = .0))]
    TileArtNotAllowed(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-art-slot", slot = .0))]
    NoSuchArtSlot(u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-art-unaffordable", art = .card, cost = .cost, line = .line))]
    ArtUnaffordable {
        card: String,
        line: u8,
        cost: String,
    },
    #[error("{}", crate::say!("dawn-of-mankind-error-food-needed", action = .0, food = .1))]
    FoodNeeded(String, u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-food-not-allowed"))]
    FoodNotAllowed,
    #[error("{}", crate::say!("dawn-of-mankind-error-food-wrong-total", need = .need, given = .given))]
    FoodWrongTotal { need: u8, given: u32 },
    #[error("{}", crate::say!("dawn-of-mankind-error-food-short", fruit = .fruit, meat = .meat, has_fruit = .has_fruit, has_meat = .has_meat))]
    FoodShort {
        fruit: u8,
        meat: u8,
        has_fruit: u8,
        has_meat: u8,
    },
    #[error("{}", crate::say!("dawn-of-mankind-error-barter-needed"))]
    BarterNeeded,
    #[error("{}", crate::say!("dawn-of-mankind-error-barter-not-allowed"))]
    BarterNotAllowed,
    #[error("{}", crate::say!("dawn-of-mankind-error-barter-same"))]
    BarterSame,
    #[error("{}", crate::say!("dawn-of-mankind-error-barter-short", res = crate::say!(&super::describe::res_id(.0), count = super::rules::BARTER_GIVE)))]
    BarterShort(&'static str),
    #[error("{}", crate::say!("dawn-of-mankind-error-progress-not-allowed", tile = .0))]
    ProgressNotAllowed(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-pile", pile = .0))]
    NoSuchPile(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-already-acquired", pile = .0))]
    AlreadyAcquired(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-progress-unaffordable", card = .card, cost = .cost))]
    ProgressUnaffordable { card: String, cost: String },
    #[error("{}", crate::say!("dawn-of-mankind-error-slot-not-allowed", pile = .0))]
    SlotNotAllowed(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-slot-needed", pile = .0))]
    SlotNeeded(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-no-such-slot", slot = .0))]
    NoSuchSlot(u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-newborn-not-allowed", tile = .0))]
    NewbornNotAllowed(String),
    #[error("{}", crate::say!("dawn-of-mankind-error-newborn-impossible", limit = .0))]
    NewbornImpossible(u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-cook-food-not-allowed"))]
    CookFoodNotAllowed,
    #[error("{}", crate::say!("dawn-of-mankind-error-cook-food-needed", food = .0))]
    CookFoodNeeded(u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-cook-short", food = .0))]
    CookShort(u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-expand-vp", vp = .0))]
    ExpandVp(u32),
    #[error("{}", crate::say!("dawn-of-mankind-error-expand-rc-full", most = .0))]
    ExpandRcFull(u8),
    #[error("{}", crate::say!("dawn-of-mankind-error-expand-mat-empty"))]
    ExpandMatEmpty,
    #[error("{}", crate::say!("dawn-of-mankind-error-corrupt-state", reason = .0))]
    CorruptState(String),
}
