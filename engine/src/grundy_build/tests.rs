use super::*;

#[test]
fn a_build_resumes_from_its_checkpoint() {
    let (rows, cols) = (7, 8);
    let full: Vec<u16> = build_values(rows, cols, None, &|_, _| {}).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("part");
    // An interrupted build saved the first 1000 values, then half a value.
    let mut kept: Vec<u16> = full[..1000].to_vec();
    // Plant a wrong value to see that the resumed build really reads it.
    kept[999] = 7777;
    append(&path, rows, cols, &kept).unwrap();
    OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(&[1])
        .unwrap();
    let resumed: Vec<u16> = build_values(rows, cols, Some(&path), &|_, _| {}).unwrap();
    // Checkpoints were written on the way (every 2048 positions in tests).
    let saved = std::fs::metadata(&path).unwrap().len();
    assert!(saved > (PART_HEADER + 2 * 4096) as u64, "{saved}");
    assert_eq!(resumed.len(), full.len());
    assert_eq!(resumed[999], 7777);
    assert_eq!(resumed[..999], full[..999]);
    // A checkpoint of another box is ignored.
    let other = dir.path().join("other");
    append(&other, cols, rows, &full[..10]).unwrap();
    let fresh: Vec<u16> = build_values(rows, cols, Some(&other), &|_, _| {}).unwrap();
    assert_eq!(fresh, full);
}

#[test]
fn a_one_byte_build_matches_and_resumes_a_two_byte_checkpoint() {
    let (rows, cols) = (7, 8);
    let full: Vec<u16> = build_values(rows, cols, None, &|_, _| {}).unwrap();
    let bytes: Vec<u8> = build_values(rows, cols, None, &|_, _| {}).unwrap();
    assert!(full.iter().zip(&bytes).all(|(a, b)| *a == u16::from(*b)));
    assert_eq!(full.len(), bytes.len());
    // A checkpoint written with two bytes per value (an older server)
    // is resumed by a one-byte build, and the new checkpoint is one byte
    // per value.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("part");
    let mut kept: Vec<u16> = full[..3000].to_vec();
    kept[2999] = 201;
    append(&path, rows, cols, &kept).unwrap();
    let resumed: Vec<u8> = build_values(rows, cols, Some(&path), &|_, _| {}).unwrap();
    assert_eq!(resumed[2999], 201);
    assert_eq!(resumed[..2999], bytes[..2999]);
    let on_disk = std::fs::metadata(&path).unwrap().len();
    assert!(on_disk <= (PART_HEADER + bytes.len()) as u64, "{on_disk}");
    // A value over 255 in a two-byte checkpoint cannot be resumed in
    // one byte: the build starts again and is right.
    let path = dir.path().join("wide");
    let mut wide: Vec<u16> = full[..100].to_vec();
    wide[50] = 300;
    append(&path, rows, cols, &wide).unwrap();
    let again: Vec<u8> = build_values(rows, cols, Some(&path), &|_, _| {}).unwrap();
    assert_eq!(again, bytes);
}

#[test]
fn chunked_values_agree_on_sub_boxes() {
    // 9x9 crosses ~95 chunks in tests; every diagram of a 6x6 sub-box
    // must have the value the 6x6 table gives it (checked against the
    // reference solver in tests/).
    let big = crate::grundy::GrundyTable::build(9, 9, &|_, _| {}).unwrap();
    let small = crate::grundy::GrundyTable::build(6, 6, &|_, _| {}).unwrap();
    let mut x: u64 = (1 << 6) - 1;
    for n in 0..box_size(6, 6) {
        let d = crate::Diagram::from_bits(x);
        assert_eq!(d.to_box_bits(6, 6), x);
        assert_eq!(small.at(n), big.normal_sg(&d).unwrap());
        if n + 1 < box_size(6, 6) {
            x = next_string(x);
        }
    }
}
