use super::*;

#[test]
fn clicks_map_back_to_the_cells_drawn() {
    for split in [None, Some((2, 3))] {
        for area in [Rect::new(0, 0, 80, 30), Rect::new(3, 2, 14, 7)] {
            let geo = Geometry::fit(area, 7, 5, split).unwrap();
            for r in 0..5 {
                for c in 0..7 {
                    let x = geo.cell_x(c);
                    let y = geo.cell_y(r);
                    assert_eq!(geo.cell_at(x, y), Some((r, c)), "{split:?} {area:?}");
                    let xe = x + geo.face_w() - 1;
                    assert_eq!(geo.cell_at(xe, y), Some((r, c)));
                }
            }
            assert_eq!(geo.cell_at(0, 0).filter(|_| geo.x0 > 0), None);
        }
    }
}

#[test]
fn separators_are_not_cells_and_small_areas_shrink_cells() {
    let geo = Geometry::fit(Rect::new(0, 0, 100, 40), 4, 4, Some((2, 2))).unwrap();
    assert_eq!(geo.cw, 5);
    let sep_x = geo.x0 + 2 * geo.cw;
    assert_eq!(geo.cell_at(sep_x, geo.y0), None);
    let tiny = Geometry::fit(Rect::new(0, 0, 9, 5), 8, 4, None).unwrap();
    assert_eq!((tiny.cw, tiny.rh), (1, 1));
    assert!(Geometry::fit(Rect::new(0, 0, 5, 5), 8, 4, None).is_none());
}

#[test]
fn a_new_board_fits_as_the_game_screen_would_draw_it() {
    let small = Rect::new(0, 0, 40, 12);
    assert_eq!(
        board_fit(small, false, Variant::Chomp, 7, 5),
        BoardFit::Fits
    );
    // 38x8 inside the board's pane: one-column cells, no numbers.
    assert_eq!(
        board_fit(small, false, Variant::Chomp, 32, 20),
        BoardFit::Smaller {
            width: 32,
            height: 8
        }
    );
    // iChomp's centre lines take a row and a column.
    assert_eq!(
        board_fit(small, false, Variant::IChomp, 32, 20),
        BoardFit::Smaller {
            width: 32,
            height: 7
        }
    );
    assert_eq!(
        board_fit(Rect::new(0, 0, 12, 4), false, Variant::Chomp, 1, 1),
        BoardFit::Nothing
    );
    let roomy = Rect::new(0, 0, 200, 60);
    assert_eq!(
        board_fit(roomy, true, Variant::IChomp, 32, 32),
        BoardFit::Fits
    );
}

#[test]
fn numbers_get_room_when_it_exists_and_give_way_when_not() {
    let roomy = Geometry::fit(Rect::new(0, 0, 60, 20), 7, 5, None).unwrap();
    assert!(roomy.labels);
    assert!(roomy.x0 >= ROW_LABEL_W && roomy.y0 >= COL_LABEL_H);
    // 8 one-column cells in 9 columns: no room for row numbers.
    let tight = Geometry::fit(Rect::new(0, 0, 9, 5), 8, 4, None).unwrap();
    assert!(!tight.labels);
    // Labels are not cells.
    assert_eq!(roomy.cell_at(roomy.x0 - 1, roomy.y0), None);
    assert_eq!(roomy.cell_at(roomy.x0, roomy.y0 - 1), None);
}
