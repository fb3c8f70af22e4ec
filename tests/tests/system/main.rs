//! The system tests, one binary: a real server on 127.0.0.1, real
//! WebSocket and SSH clients, real SQLite files and (with
//! `CHOMP_TEST_POSTGRES`) a real PostgreSQL. One module per concern; the
//! shared fixtures are in `common` (which takes them from `chomp-testkit`).
//! One binary links once, where one per file linked 27 times.

mod common;

mod abuse;
mod api;
mod bad_input;
mod behind_proxy;
mod bot_games;
mod bot_proof;
mod cluster;
mod fair_play;
mod friends;
mod full_server;
mod host_stop;
mod hostile;
mod hostile_fuzz;
mod hostile_hints;
mod human_games;
mod identity;
mod internet;
mod ladder;
mod lobby_and_extras;
mod match_rules;
mod operations;
mod presence;
mod reconnect;
mod restart;
mod service_identity;
mod slow_readers;
mod ssh;
mod ssh_doors;
mod ssh_guests;
mod ssh_openssh;
mod ssh_openssh_guests;
mod ssh_tournaments;
mod tls_reload;
mod tournament_screen;
mod tournaments;
