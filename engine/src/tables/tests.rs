use super::*;

#[test]
fn small_tables_answer_known_positions() {
    let s = Tables::new(SolverConfig {
        ptable_bits: 12,
        ..Default::default()
    })
    .unwrap();
    assert_eq!(s.chomp_is_p(&"2,1".parse().unwrap()), Some(true));
    assert_eq!(s.chomp_is_p(&"3,3".parse().unwrap()), Some(false));
    // Beyond K = 12 but inside a Grundy box.
    assert_eq!(s.chomp_is_p(&"7,6".parse().unwrap()), Some(true));
    assert!(s.coverage().contains("12 rows plus columns"));
}

#[test]
fn an_unusable_table_directory_falls_back_to_memory() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, b"x").unwrap();
    let s = Tables::new(SolverConfig {
        tables_dir: Some(file),
        ptable_bits: 10,
        ..Default::default()
    })
    .unwrap();
    assert_eq!(s.chomp_is_p(&"2,1".parse().unwrap()), Some(true));
    assert!(Tables::new(SolverConfig {
        ptable_bits: 99,
        ..Default::default()
    })
    .is_err());
}
