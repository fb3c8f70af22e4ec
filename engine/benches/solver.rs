//! Benchmarks of the solver: table builds and bot moves.
//! Run with `cargo bench -p chomp-engine` (see docs/PERFORMANCE.md).

use std::hint::black_box;

use chomp_engine::grundy::GrundyTable;
use chomp_engine::ptable::PTable;
use chomp_engine::{choose_move, Level, Position, Solver, SolverConfig, Variant};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn tables(c: &mut Criterion) {
    let mut g = c.benchmark_group("tables");
    g.sample_size(10);
    g.bench_function("ptable_build_k20", |b| {
        b.iter(|| PTable::build(black_box(20), &|_, _| {}).unwrap())
    });
    g.bench_function("ptable_build_k24", |b| {
        b.iter(|| PTable::build(black_box(24), &|_, _| {}).unwrap())
    });
    g.bench_function("grundy_build_10x10", |b| {
        b.iter(|| GrundyTable::build(black_box(10), 10, &|_, _| {}).unwrap())
    });
    g.finish();
}

fn bots(c: &mut Criterion) {
    let solver = Solver::new(SolverConfig::default()).unwrap();
    let mut rng = StdRng::seed_from_u64(1);
    // Warm the Grundy cache so the moves measure lookups, not builds.
    let chomp = Position::full(Variant::Chomp, 10, 10).unwrap();
    let lost = Position::parse(Variant::Chomp, 10, 10, "10,10,10,9,8,5,5,3,1").unwrap();
    let ichomp = Position::full(Variant::IChomp, 12, 12).unwrap();
    let ichomp_won =
        Position::parse(Variant::IChomp, 12, 12, "6,6,5/6,6,6,6,6,6/6,4/6,6,6").unwrap();
    for p in [&chomp, &lost, &ichomp, &ichomp_won] {
        solver.hints(p);
    }
    let mut g = c.benchmark_group("hard_move");
    g.bench_function("chomp_10x10_full", |b| {
        b.iter(|| choose_move(&solver, black_box(&chomp), Level::Hard, &mut rng))
    });
    g.bench_function("chomp_10x10_midgame", |b| {
        b.iter(|| choose_move(&solver, black_box(&lost), Level::Hard, &mut rng))
    });
    g.bench_function("ichomp_12x12_full_lost", |b| {
        b.iter(|| choose_move(&solver, black_box(&ichomp), Level::Hard, &mut rng))
    });
    g.bench_function("ichomp_12x12_midgame", |b| {
        b.iter(|| choose_move(&solver, black_box(&ichomp_won), Level::Hard, &mut rng))
    });
    g.finish();
    // Beyond the tables: bounded search (default budget).
    let big_chomp = Position::full(Variant::Chomp, 20, 20).unwrap();
    let mut g = c.benchmark_group("beyond_tables");
    g.sample_size(10);
    g.bench_function("hard_chomp_20x20", |b| {
        b.iter(|| choose_move(&solver, black_box(&big_chomp), Level::Hard, &mut rng))
    });
    let full32 = Position::full(Variant::IChomp, 32, 32).unwrap();
    g.bench_function("hard_ichomp_32x32", |b| {
        b.iter(|| choose_move(&solver, black_box(&full32), Level::Hard, &mut rng))
    });
    g.finish();
    let mut g = c.benchmark_group("hints");
    g.bench_function("ichomp_12x12_midgame", |b| {
        b.iter(|| solver.hints(black_box(&ichomp_won)))
    });
    g.bench_function("chomp_10x10_midgame", |b| {
        b.iter(|| solver.hints(black_box(&lost)))
    });
    g.finish();
}

criterion_group!(benches, tables, bots);
criterion_main!(benches);
