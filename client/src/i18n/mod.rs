//! The languages of the client. The words themselves are Project Fluent
//! files, one folder per locale under `client/locales/`, built into the
//! binary; this module only picks a language and loads its file
//! ([`texts`]). A translator edits the `.ftl` files and never this code.

mod bundle;
mod errors;
mod files;
mod lang;
mod messages;

pub use bundle::{Args, Texts};
pub use lang::{Lang, UnknownLang};

/// A language's own name (`Français`, `فارسی`), from its file.
pub fn native_name(lang: Lang) -> String {
    bundle::plain_output(texts(lang).language_name)
}

/// `English (en), Français (fr), فارسی (fa), …` for `--help` and for the
/// error about a language it does not speak.
pub fn all_native_names() -> String {
    Lang::ALL
        .iter()
        .map(|l| format!("{} ({})", native_name(*l), l.code()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The texts of a language, loaded from its file on first use.
pub fn texts(lang: Lang) -> &'static Texts {
    bundle::load(lang)
}

#[cfg(test)]
mod keys;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_their_language() {
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), Lang::De);
        assert_eq!(Lang::from_locale("fr_CA"), Lang::Fr);
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("fa_IR.UTF-8"), Lang::Fa);
        assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Lang::Zh);
        assert_eq!(Lang::from_locale("uz_UZ@latin"), Lang::Uz);
        assert_eq!(Lang::from_locale("km_KH"), Lang::Km);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        assert_eq!(Lang::from_locale("ja_JP"), Lang::En);
        assert!("xx".parse::<Lang>().is_err());
        // "english" is not "en": only the code before a separator counts.
        assert!("english".parse::<Lang>().is_err());
    }

    #[test]
    fn every_language_names_itself() {
        let names: Vec<String> = Lang::ALL.iter().map(|l| native_name(*l)).collect();
        assert_eq!(
            names,
            [
                "English",
                "Français",
                "فارسی",
                "中文",
                "Українська",
                "Azərbaycan",
                "ខ្មែរ",
                "Tiếng Việt",
                "Bahasa Melayu",
                "Deutsch",
                "Oʻzbek",
                "Русский"
            ]
        );
    }

    #[test]
    fn every_language_translates_the_key_lines() {
        let en = texts(Lang::En);
        for l in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let t = texts(l);
            assert_ne!(t.keys_game, en.keys_game, "{l:?}");
            assert_ne!(t.rules_chomp, en.rules_chomp, "{l:?}");
            assert_ne!(t.your_turn, en.your_turn, "{l:?}");
        }
    }
}
