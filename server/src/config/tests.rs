use super::*;

#[test]
fn size_flags_take_units() {
    let parsed = Config::try_parse_from(["chomp-server", "--table-budget", "1GiB"]).unwrap();
    assert_eq!(parsed.table_budget, 1 << 30);
    assert_eq!(parsed.table_memory, 512 << 20);
    let parsed = Config::try_parse_from(["chomp-server", "--table-memory", "1GiB"]).unwrap();
    assert_eq!(parsed.table_memory, 1 << 30);
    assert!(Config::try_parse_from(["chomp-server", "--table-memory", "lots"]).is_err());
    assert!(!parsed.no_background_tables);
    assert!(Config::try_parse_from(["chomp-server", "--table-budget", "x"]).is_err());
}

#[test]
fn listening_addresses_take_host_names() {
    let local = SocketAddr::from(([127, 0, 0, 1], 7878));
    assert_eq!(listen_addr("localhost:7878"), Ok(local));
    assert_eq!(listen_addr("127.0.0.1:7878"), Ok(local));
    assert_eq!(
        listen_addr("[::]:2222"),
        Ok("[::]:2222".parse::<SocketAddr>().unwrap())
    );
    for bad in [
        "localhost",
        "0.0.0.0",
        "host:port",
        ":7878",
        "h:99999",
        "::",
    ] {
        assert_eq!(
            listen_addr(bad),
            Err(ListenAddrError::NotHostPort(bad.into())),
            "{bad}"
        );
    }
    assert!(matches!(
        listen_addr("no-such-host.invalid:7878"),
        Err(ListenAddrError::UnknownHost { .. })
    ));
    let parsed = Config::try_parse_from([
        "chomp-server",
        "--listen",
        "localhost:0",
        "--ssh-listen",
        "localhost:2222",
    ])
    .unwrap();
    assert_eq!(parsed.listen, SocketAddr::from(([127, 0, 0, 1], 0)));
    assert_eq!(
        parsed.ssh_listen,
        Some(SocketAddr::from(([127, 0, 0, 1], 2222)))
    );
}

#[test]
fn every_flag_has_an_environment_variable() {
    use clap::CommandFactory;
    let cmd = Config::command();
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if id == "help" || id == "version" {
            continue;
        }
        let env = arg
            .get_env()
            .unwrap_or_else(|| panic!("--{id} has no env var"));
        let expected = format!("CHOMP_{}", id.to_uppercase().replace('-', "_"));
        assert_eq!(env.to_str(), Some(expected.as_str()));
    }
}

#[test]
fn no_flags_give_the_defaults() {
    let parsed = Config::try_parse_from(["chomp-server", "--db", "x.db"]).unwrap();
    let d = Config::default();
    assert_eq!(parsed.listen, d.listen);
    assert_eq!(parsed.bot_delay, d.bot_delay);
    assert_eq!(parsed.abandon_after, d.abandon_after);
    assert_eq!(parsed.max_handshakes_per_addr, d.max_handshakes_per_addr);
    assert_eq!(parsed.metrics_listen, None);
    assert_eq!(parsed.ipv6_prefix, 64);
    assert!(Config::try_parse_from(["chomp-server", "--ipv6-prefix", "129"]).is_err());
    assert!(Config::try_parse_from(["chomp-server", "--ipv6-prefix", "0"]).is_err());
    let ops =
        Config::try_parse_from(["chomp-server", "--metrics-listen", "127.0.0.1:9100"]).unwrap();
    assert_eq!(
        ops.metrics_listen,
        Some(SocketAddr::from(([127, 0, 0, 1], 9100)))
    );
    assert_eq!(parsed.db, DbTarget::Sqlite(PathBuf::from("x.db")));
}
