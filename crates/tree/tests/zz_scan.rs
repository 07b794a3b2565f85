use pioneer_tree::{Search, SearchConfig, Switches, printout};
#[test]
#[ignore]
fn scan() {
    let mut fens = vec![];
    for f in ["/work/shared/fixtures/studies.epd", "/work/shared/fixtures/dev-suites/pet.epd", "/work/shared/fixtures/dev-suites/eet.epd"] {
        for l in std::fs::read_to_string(f).unwrap().lines() {
            if l.starts_with('#') || l.trim().is_empty() { continue; }
            fens.push(l.split_whitespace().take(4).collect::<Vec<_>>().join(" "));
        }
    }
    let toggles: Vec<(&str, fn(&mut Switches))> = vec![
        ("repeat", |s| s.repeat_attacked = false),
        ("ban", |s| s.branching_ban = false),
        ("connection", |s| s.connection_freeze = false),
        ("a0", |s| s.a0_freeze = false),
        ("both", |s| s.both_colours = false),
    ];
    let mut base_cache = std::collections::HashMap::new();
    for (name, t) in toggles {
        let mut found = vec![];
        for fen in &fens {
            for h in [2u8, 4] {
                let mut cfg = SearchConfig::fig21();
                cfg.horizon = h;
                cfg.limits.max_moves = 800;
                let run = |cfg: SearchConfig| {
                    let mut s = Search::from_fen(fen, cfg).unwrap();
                    let r = s.run();
                    let p = printout::printout(s.game(), s.events(), 0, 0, 0, 0.0);
                    (r, p)
                };
                let (a, pa) = base_cache.entry((fen.clone(), h)).or_insert_with(|| run(cfg)).clone();
                if a.stopped.is_some() { continue; }
                let mut c2 = cfg;
                t(&mut c2.switches);
                let (b, pb) = run(c2);
                if b.stopped.is_some() { continue; }
                if pa != pb {
                    found.push((a.moves_considered + b.moves_considered, fen.clone(), h, a.moves_considered, b.moves_considered, a.best_move.clone(), b.best_move.clone(), a.value, b.value));
                }
            }
        }
        found.sort();
        println!("{name}: {}", found.len());
        for f in found.iter().take(3) { println!("   {f:?}"); }
    }
}
