use super::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

#[test]
fn chomp_full_game_to_the_poison() {
    let mut p = Position::full(Variant::Chomp, 3, 2).unwrap();
    assert_eq!(p.to_string(), "3,3");
    let o = p.play(Move::new(1, 1)).unwrap();
    assert_eq!(o.removed, 2);
    assert_eq!(o.over, None);
    assert_eq!(p.board_rows(), vec!["###", "#.."]);
    let o = p.play(Move::new(0, 1)).unwrap();
    assert_eq!(o.removed, 2);
    assert_eq!(o.over, None);
    // Leaving only the poisoned cell wins at once.
    let o = p.play(Move::new(1, 0)).unwrap();
    assert_eq!(o.over, Some(Winner::Mover));
    assert_eq!(p.play(Move::new(0, 0)), Err(PlayError::GameOver));
}

#[test]
fn chomp_taking_the_poison_loses() {
    let mut p = Position::full(Variant::Chomp, 4, 4).unwrap();
    let o = p.play(Move::new(0, 0)).unwrap();
    assert_eq!(o.removed, 16);
    assert_eq!(o.over, Some(Winner::Opponent));
}

#[test]
fn illegal_moves_change_nothing() {
    let mut p = Position::full(Variant::IChomp, 4, 4).unwrap();
    let before = p.clone();
    assert!(matches!(
        p.play(Move::new(4, 0)),
        Err(PlayError::OffBoard { .. })
    ));
    p.play(Move::new(0, 0)).unwrap();
    let mid = p.clone();
    assert_eq!(
        p.play(Move::new(0, 0)),
        Err(PlayError::EmptyCell { row: 0, col: 0 })
    );
    assert_eq!(p, mid);
    assert_ne!(p, before);
}

#[test]
fn a_replay_plays_every_move_or_names_the_first_refused() {
    let start = Position::full(Variant::Chomp, 4, 3).unwrap();
    let moves = [Move::new(2, 2), Move::new(0, 3), Move::new(1, 1)];
    let end = Position::replay(&start, moves).unwrap();
    let mut by_hand = start.clone();
    for m in moves {
        by_hand.play(m).unwrap();
    }
    assert_eq!(end, by_hand);
    let bad = [Move::new(1, 1), Move::new(2, 2)];
    let e = Position::replay(&start, bad).unwrap_err();
    assert_eq!((e.ply, e.mv), (1, Move::new(2, 2)));
    assert_eq!(e.source, PlayError::EmptyCell { row: 2, col: 2 });
    assert!(
        e.to_string().starts_with("move 1 (2,2) is not possible"),
        "{e}"
    );
}

#[test]
fn ichomp_moves_stay_in_their_quadrant() {
    let mut p = Position::full(Variant::IChomp, 5, 5).unwrap();
    // Centre lines at cx = cy = 2: the SE quadrant is 3x3.
    assert_eq!(p.to_string(), "2,2/3,3/2,2,2/3,3,3");
    // The NW corner cell nearest the centre is (1,1): it empties NW.
    assert_eq!(p.play(Move::new(1, 1)).unwrap().removed, 4);
    // (3,3) in SE is local (1,1): removes 2x2 of SE.
    assert_eq!(p.play(Move::new(3, 3)).unwrap().removed, 4);
    assert_eq!(p.to_string(), "-/3,3/2,2,2/3,1,1");
    assert_eq!(
        p.board_rows(),
        vec!["..###", "..###", "#####", "###..", "###.."]
    );
    let back = Position::from_board_rows(Variant::IChomp, &p.board_rows()).unwrap();
    assert_eq!(back, p);
}

#[test]
fn ichomp_last_cell_wins() {
    let mut p = Position::parse(Variant::IChomp, 2, 2, "1/-/-/-").unwrap();
    let o = p.play(Move::new(0, 0)).unwrap();
    assert_eq!(o.over, Some(Winner::Mover));
}

#[test]
fn notation_round_trips_and_refuses_nonsense() {
    let p = Position::parse(Variant::Chomp, 8, 4, "8,8,5,3").unwrap();
    assert_eq!(p.to_string(), "8,8,5,3");
    let q = Position::parse(Variant::IChomp, 8, 8, "4,4,2/4,3/4,4,4/1").unwrap();
    assert_eq!(q.to_string(), "4,4,2/4,3/4,4,4/1");
    assert!(Position::parse(Variant::Chomp, 8, 4, "8,9").is_err());
    assert!(Position::parse(Variant::Chomp, 8, 4, "9").is_err());
    assert!(Position::parse(Variant::Chomp, 8, 4, "1").is_err());
    assert!(Position::parse(Variant::IChomp, 8, 8, "1/1/1").is_err());
    assert!(Position::parse(Variant::IChomp, 8, 8, "-/-/-/-").is_err());
    assert!(Position::full(Variant::Chomp, 1, 1).is_err());
    assert!(Position::full(Variant::IChomp, 1, 4).is_err());
    assert!(Position::full(Variant::Chomp, 33, 4).is_err());
}

#[test]
fn removal_preview_matches_the_move() {
    let p = Position::full(Variant::IChomp, 6, 4).unwrap();
    for (r, c) in p.legal_moves() {
        let cells = p.cells_removed_by(r, c);
        let after = p.after(r, c).unwrap();
        assert_eq!(cells.len(), p.cells() - after.cells());
        assert!(cells
            .iter()
            .all(|&(a, b)| p.is_present(a, b) && !after.is_present(a, b)));
    }
}

#[test]
fn random_starts_are_legal_and_vary() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..50 {
        let p = Position::random(Variant::IChomp, 7, 6, &mut rng).unwrap();
        assert!(!p.is_over());
        if let Position::IChomp(ip) = &p {
            assert!(ip.quadrants().iter().all(|d| !d.is_empty()));
        }
        seen.insert(p.to_string());
        let c = Position::random(Variant::Chomp, 2, 1, &mut rng).unwrap();
        assert_eq!(c.cells(), 2);
    }
    assert!(seen.len() > 40);
}
