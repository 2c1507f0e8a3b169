//! Dawn of Mankind's pictures: pure functions from the engine's `View` to SVG markup.
//! (Skeleton: replaced by the full board.)

use crate::engine::dawn_of_mankind::View;
use crate::engine::Seat;

/// The shared board: the four life-stage columns with their ready areas and tiles, the
/// meeples on them, the art display and the progress piles. `names` are the players by seat.
pub fn board_svg(v: &View, names: &[String]) -> String {
    let _ = (v, names);
    String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 360 40\" width=\"100%\" role=\"img\" aria-label=\"Board\"><title>Board</title></svg>")
}

/// One player's mat: resources, meeples on the mat, progress cards, VP where the viewer may see it.
pub fn mat_svg(v: &View, seat: Seat, names: &[String]) -> String {
    let _ = (v, seat, names);
    String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 360 40\" width=\"100%\" role=\"img\" aria-label=\"Mat\"><title>Mat</title></svg>")
}

/// What every symbol means.
pub fn legend_svg() -> String {
    String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 360 40\" width=\"100%\" role=\"img\" aria-label=\"Legend\"><title>Legend</title></svg>")
}
