//! A small seeded fuzzer for the project's own parsers and loops, on the stable
//! toolchain: a xorshift generator of byte strings and mutations of valid inputs, and a
//! driver that runs a target on each input, catches panics, and keeps every input that
//! ever failed as a regression case in `fixtures/fuzz/<target>/`.
//!
//! The targets live with the code they test (`crates/rules/tests/fuzz.rs` for EPD,
//! the `pioneer` binary's tests for the UCI loop and the command line); see
//! `docs/robustness.md`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// The xorshift64* generator: deterministic from its seed, good enough to pick bytes.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (0 is replaced by a fixed odd constant).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// True with probability `1/n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// Up to `max_len` random bytes, biased towards printable ASCII, spaces, `;`, `"`,
    /// newlines and bytes that are not UTF-8.
    pub fn bytes(&mut self, max_len: usize) -> Vec<u8> {
        let len = self.below(max_len + 1);
        (0..len).map(|_| self.byte()).collect()
    }

    fn byte(&mut self) -> u8 {
        match self.below(8) {
            0 => *self.pick(b" ;\"/-\n\t0123456789"),
            1 => 0x80 + self.below(0x80) as u8,
            2 => self.below(256) as u8,
            _ => 0x20 + self.below(0x5f) as u8,
        }
    }

    /// A mutation of `seed`: bytes flipped, inserted or deleted, ranges duplicated or
    /// cut, tokens from `dictionary` spliced in; one to four steps.
    pub fn mutate(&mut self, seed: &[u8], dictionary: &[&str]) -> Vec<u8> {
        let mut v = seed.to_vec();
        for _ in 0..1 + self.below(4) {
            let at = self.below(v.len() + 1);
            match self.below(7) {
                0 if !v.is_empty() => {
                    let i = self.below(v.len());
                    v[i] ^= 1 << self.below(8);
                }
                1 => {
                    let b = self.byte();
                    v.insert(at, b);
                }
                2 if !v.is_empty() => {
                    let end = (at + 1 + self.below(8)).min(v.len());
                    v.drain(at.min(v.len() - 1)..end);
                }
                3 if !v.is_empty() => {
                    let start = self.below(v.len());
                    let end = (start + 1 + self.below(16)).min(v.len());
                    let piece = v[start..end].to_vec();
                    v.splice(at..at, piece);
                }
                4 if !dictionary.is_empty() => {
                    let token = self.pick(dictionary).as_bytes().to_vec();
                    v.splice(at..at, token);
                }
                5 => v.truncate(at),
                _ => {
                    let n = self.pick(&[
                        "0",
                        "-1",
                        "65535",
                        "4294967296",
                        "99999999999999999999",
                        "nan",
                    ]);
                    v.splice(at..at, n.bytes());
                }
            }
        }
        v
    }
}

/// What a fuzz run did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Inputs run (the regression cases included).
    pub inputs: u64,
    /// Inputs on which the target panicked (each saved as a regression case).
    pub crashes: Vec<PathBuf>,
}

impl Report {
    /// Prints the run's figures (`<target>: N inputs, K crashes`, the line
    /// `docs/robustness.md` quotes) and fails when any input crashed, naming the saved cases.
    pub fn print_and_assert_clean(&self, target: &str) {
        println!(
            "{target}: {} inputs, {} crashes",
            self.inputs,
            self.crashes.len()
        );
        assert!(self.crashes.is_empty(), "crashes saved: {:?}", self.crashes);
    }
}

/// The regression folder of `target`: `fixtures/fuzz/<target>` under the workspace.
pub fn corpus_dir(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/fuzz")
        .join(target)
}

/// Runs `check` on every saved regression case of `target`, then on `inputs` generated
/// inputs (from `seed`: random bytes one time in four, otherwise a mutation of one of
/// `seeds`). A panic is a crash: the input is written to the regression folder and
/// counted. `check` may also panic on purpose when an invariant fails.
pub fn run(
    target: &str,
    seed: u64,
    inputs: u64,
    seeds: &[Vec<u8>],
    dictionary: &[&str],
    mut check: impl FnMut(&[u8]),
) -> Report {
    let dir = corpus_dir(target);
    let mut report = Report {
        inputs: 0,
        crashes: Vec::new(),
    };
    let mut saved: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    saved.sort();
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {})); // crashes are reported below, not printed
    let mut one = |input: &[u8], report: &mut Report, from_file: Option<&Path>| {
        report.inputs += 1;
        if catch_unwind(AssertUnwindSafe(|| check(input))).is_err() {
            let path = match from_file {
                Some(p) => p.to_owned(),
                None => {
                    let name = format!("crash-{:016x}.bin", hash(input));
                    let _ = std::fs::create_dir_all(&dir);
                    let p = dir.join(name);
                    let _ = std::fs::write(&p, input);
                    p
                }
            };
            report.crashes.push(path);
        }
    };
    for p in &saved {
        if let Ok(bytes) = std::fs::read(p) {
            one(&bytes, &mut report, Some(p));
        }
    }
    let mut rng = Rng::new(seed);
    for _ in 0..inputs {
        let input = if seeds.is_empty() || rng.one_in(4) {
            rng.bytes(120)
        } else {
            let s = rng.pick(seeds).clone();
            rng.mutate(&s, dictionary)
        };
        one(&input, &mut report, None);
    }
    std::panic::set_hook(previous);
    report
}

/// FNV-1a, to name a saved input after its bytes.
fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// How many inputs a fuzz test runs: `PIONEER_FUZZ_INPUTS` when set, else `default`.
pub fn inputs_from_env(default: u64) -> u64 {
    std::env::var("PIONEER_FUZZ_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_deterministic() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..100 {
            assert_eq!(a.mutate(b"bm Kg7;", &["id"]), b.mutate(b"bm Kg7;", &["id"]));
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }
}
