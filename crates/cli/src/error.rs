//! The program's error type: one line on stderr, exit code 2 for bad input.

use std::fmt;

/// An error that ends the program.
#[derive(Debug)]
pub enum CliError {
    /// Bad user input (FEN, EPD, square, flag value): exit code 2.
    Input(String),
}

impl CliError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Input(_) => 2,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(m) => f.write_str(m),
        }
    }
}

impl From<pioneer_rules::RulesError> for CliError {
    fn from(e: pioneer_rules::RulesError) -> Self {
        CliError::Input(e.to_string())
    }
}
