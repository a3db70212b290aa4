//! JSON Schema (draft 2020-12) of the serde-derived types of a crate, read from its source.
//!
//!     library-types <crate's src folder> <Type>...
//!
//! Every `.rs` file under the folder is parsed with syn; each named type (`Name`, or
//! `module::path::Name` where a name is declared twice) and every type it reaches becomes an entry
//! of `$defs`, describing the JSON serde_json *writes* for it: a field serde skips when writing
//! is left out, one with `skip_serializing_if` is optional, an `Option` written as `null` is
//! nullable. What only reading takes (`alias`, `default`, `deserialize_with`) does not change
//! the written JSON and is passed over. Anything else the program cannot tell the written form
//! of (a hand-written `Serialize`, `serialize_with`, a type from another crate it does not
//! know) is an error naming the type and field, so no schema is a guess.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde_json::{json, Map, Value};
use syn::meta::ParseNestedMeta;
use syn::punctuated::Punctuated;
use syn::{
    Attribute, Expr, Fields, GenericArgument, Item, ItemEnum, ItemStruct, ItemType, Lit, LitStr,
    PathArguments, Token, Type, UseTree,
};

type Outcome<T> = Result<T, String>;

// -- the crate's items and modules ----------------------------------------------------------------

enum Definition {
    Struct(ItemStruct),
    Enum(ItemEnum),
    Alias(ItemType),
}

struct Declared {
    module: Vec<String>,
    name: String,
    definition: Definition,
}

#[derive(Default)]
struct Module {
    /// `use` declarations: the name in scope -> the path it names, as written
    uses: BTreeMap<String, Vec<String>>,
    /// `use path::*` declarations, as written
    globs: Vec<Vec<String>>,
    /// child modules declared `#[cfg(test)]`: never part of the published crate
    test_only: BTreeSet<String>,
}

#[derive(Default)]
struct Crate {
    modules: BTreeMap<Vec<String>, Module>,
    items: Vec<Declared>,
}

fn is_cfg_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Ident>()
                .map(|i| i == "test")
                .unwrap_or(false)
    })
}

fn flatten_use(tree: &UseTree, prefix: &[String], module: &mut Module) {
    let mut path = prefix.to_vec();
    match tree {
        UseTree::Path(p) => {
            path.push(p.ident.to_string());
            flatten_use(&p.tree, &path, module);
        }
        UseTree::Name(n) => {
            let name = n.ident.to_string();
            if name == "self" {
                if let Some(last) = path.last().cloned() {
                    module.uses.insert(last, path);
                }
            } else {
                path.push(name.clone());
                module.uses.insert(name, path);
            }
        }
        UseTree::Rename(r) => {
            path.push(r.ident.to_string());
            module.uses.insert(r.rename.to_string(), path);
        }
        UseTree::Glob(_) => module.globs.push(path),
        UseTree::Group(g) => {
            for item in &g.items {
                flatten_use(item, prefix, module);
            }
        }
    }
}

impl Crate {
    fn read(src: &Path) -> Outcome<Crate> {
        let mut found = Crate::default();
        let mut files = Vec::new();
        collect_files(src, &mut files)?;
        files.sort();
        for file in files {
            let relative = file.strip_prefix(src).map_err(|e| e.to_string())?;
            let mut module: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
                .collect();
            if module.first().map(String::as_str) == Some("bin") {
                continue; // binaries are crates of their own
            }
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            let text = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let parsed = syn::parse_file(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            found.add_items(&module, parsed.items);
        }
        // a file of a `#[cfg(test)] mod x;` is no part of the crate, nor are its children
        let test_only: Vec<Vec<String>> = found
            .modules
            .iter()
            .flat_map(|(path, m)| {
                m.test_only.iter().map(move |child| {
                    let mut p = path.clone();
                    p.push(child.clone());
                    p
                })
            })
            .collect();
        found
            .items
            .retain(|item| !test_only.iter().any(|t| item.module.starts_with(t)));
        found
            .modules
            .retain(|path, _| !test_only.iter().any(|t| path.starts_with(t)));
        Ok(found)
    }

    fn add_items(&mut self, module: &[String], items: Vec<Item>) {
        self.modules.entry(module.to_vec()).or_default();
        for item in items {
            match item {
                Item::Struct(s) => self.declare(module, s.ident.to_string(), Definition::Struct(s)),
                Item::Enum(e) => self.declare(module, e.ident.to_string(), Definition::Enum(e)),
                Item::Type(t) => self.declare(module, t.ident.to_string(), Definition::Alias(t)),
                Item::Use(u) => {
                    let entry = self.modules.entry(module.to_vec()).or_default();
                    flatten_use(&u.tree, &[], entry);
                }
                Item::Mod(m) => {
                    let name = m.ident.to_string();
                    if is_cfg_test(&m.attrs) {
                        let entry = self.modules.entry(module.to_vec()).or_default();
                        entry.test_only.insert(name);
                    } else if let Some((_, inner)) = m.content {
                        let mut path = module.to_vec();
                        path.push(name);
                        self.add_items(&path, inner);
                    }
                }
                _ => {}
            }
        }
    }

    fn declare(&mut self, module: &[String], name: String, definition: Definition) {
        self.items.push(Declared {
            module: module.to_vec(),
            name,
            definition,
        });
    }

    fn item_in(&self, module: &[String], name: &str) -> Option<usize> {
        self.items
            .iter()
            .position(|i| i.module == module && i.name == name)
    }

    /// A path as written in `module` made absolute (from the crate's root), or `None` when it
    /// names another crate.
    fn absolute(&self, module: &[String], path: &[String]) -> Option<Vec<String>> {
        let first = path.first()?.as_str();
        match first {
            "crate" => Some(path[1..].to_vec()),
            "self" => Some([module, &path[1..]].concat()),
            "super" => {
                let mut base = module.to_vec();
                let mut rest = path;
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
                Some([base.as_slice(), rest].concat())
            }
            _ => {
                let child = [module, &path[..1]].concat();
                if self.modules.contains_key(&child) {
                    Some([module, path].concat())
                } else {
                    None
                }
            }
        }
    }

    /// What a path written in `module` names: an item of the crate, or another crate's path.
    fn resolve(&self, module: &[String], path: &[String], depth: usize) -> Outcome<Named> {
        if depth > 16 {
            return Err(format!("`{}`: re-exported in a cycle", path.join("::")));
        }
        if path.len() == 1 {
            let name = &path[0];
            if let Some(found) = self.item_in(module, name) {
                return Ok(Named::Local(found));
            }
            if let Some(used) = self.modules.get(module).and_then(|m| m.uses.get(name)) {
                return self.resolve(module, &used.clone(), depth + 1);
            }
            if PRELUDE.contains(&name.as_str()) {
                return Ok(Named::Foreign(path.to_vec()));
            }
            let globs = self
                .modules
                .get(module)
                .map(|m| m.globs.clone())
                .unwrap_or_default();
            for glob in globs {
                if let Some(base) = self.absolute(module, &glob) {
                    if let Ok(found) = self.resolve_absolute(&base, name, depth + 1) {
                        return Ok(found);
                    }
                }
            }
            return Err(format!(
                "`{name}` is not in scope in module `{}`",
                module.join("::")
            ));
        }
        let mut written = path.to_vec();
        if let Some(used) = self.modules.get(module).and_then(|m| m.uses.get(&path[0])) {
            written = [used.as_slice(), &path[1..]].concat();
        }
        match self.absolute(module, &written) {
            Some(absolute) => {
                let (name, base) = absolute.split_last().ok_or("an empty path")?;
                self.resolve_absolute(base, name, depth + 1)
            }
            None => Ok(Named::Foreign(written)),
        }
    }

    /// `name` in module `base`: declared there, or re-exported there by a `use`.
    fn resolve_absolute(&self, base: &[String], name: &str, depth: usize) -> Outcome<Named> {
        if let Some(found) = self.item_in(base, name) {
            return Ok(Named::Local(found));
        }
        let module = self
            .modules
            .get(base)
            .ok_or_else(|| format!("no module `{}` in the crate", base.join("::")))?;
        if let Some(used) = module.uses.get(name) {
            return self.resolve(base, &used.clone(), depth + 1);
        }
        for glob in &module.globs {
            if let Some(inner) = self.absolute(base, glob) {
                if let Ok(found) = self.resolve_absolute(&inner, name, depth + 1) {
                    return Ok(found);
                }
            }
        }
        Err(format!("`{name}` is not declared in `{}`", base.join("::")))
    }

    /// The `$defs` key of an item: its name, or its module path too where the crate declares
    /// the name more than once.
    fn key(&self, index: usize) -> String {
        let item = &self.items[index];
        if self.items.iter().filter(|i| i.name == item.name).count() == 1 {
            item.name.clone()
        } else {
            [item.module.clone(), vec![item.name.clone()]]
                .concat()
                .join("::")
        }
    }
}

enum Named {
    Local(usize),
    Foreign(Vec<String>),
}

/// Names every module has in scope that the schema knows: std's prelude and primitive types.
const PRELUDE: &[&str] = &[
    "String", "Vec", "Option", "Box", "bool", "char", "str", "u8", "u16", "u32", "u64", "u128",
    "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64",
];

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) -> Outcome<()> {
    for entry in fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            collect_files(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

// -- serde's attributes -----------------------------------------------------------------------------

#[derive(Default, Debug)]
struct Serde {
    rename: Option<String>,
    rename_all: Option<String>,
    rename_all_fields: Option<String>,
    tag: Option<String>,
    content: Option<String>,
    untagged: bool,
    transparent: bool,
    flatten: bool,
    skip: bool,
    skip_serializing_if: Option<String>,
}

/// Attributes that change only what serde reads, or nothing in the JSON: passed over.
const READING_ONLY: &[&str] = &[
    "alias",
    "default",
    "deny_unknown_fields",
    "deserialize_with",
    "borrow",
    "bound",
    "expecting",
    "crate",
    "from",
    "try_from",
    "skip_deserializing",
    "other",
];

fn string_value(meta: &ParseNestedMeta) -> syn::Result<String> {
    Ok(meta.value()?.parse::<LitStr>()?.value())
}

/// `name = "x"` or `name(serialize = "x", deserialize = "y")`: the name serde writes.
fn serialized_name(meta: &ParseNestedMeta) -> syn::Result<Option<String>> {
    if meta.input.peek(Token![=]) {
        return Ok(Some(string_value(meta)?));
    }
    let mut written = None;
    meta.parse_nested_meta(|inner| {
        let value = string_value(&inner)?;
        if inner.path.is_ident("serialize") {
            written = Some(value);
        }
        Ok(())
    })?;
    Ok(written)
}

fn pass_over(meta: &ParseNestedMeta) -> syn::Result<()> {
    if meta.input.peek(Token![=]) {
        meta.value()?.parse::<Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|inner| pass_over(&inner))?;
    }
    Ok(())
}

fn serde_attrs(attrs: &[Attribute], what: &str) -> Outcome<Serde> {
    let mut found = Serde::default();
    for attr in attrs {
        if attr.path().is_ident("cfg_attr") {
            let text = attr
                .meta
                .require_list()
                .map(|l| l.tokens.to_string())
                .unwrap_or_default();
            if text.contains("serde") || text.contains("Serialize") {
                return Err(format!(
                    "{what}: serde attributes under `cfg_attr` depend on the build"
                ));
            }
            continue;
        }
        if !attr.path().is_ident("serde") {
            continue;
        }
        let mut unreadable: Option<String> = None;
        attr.parse_nested_meta(|meta| {
            let key = meta
                .path
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            match key.as_str() {
                "rename" => found.rename = serialized_name(&meta)?,
                "rename_all" => found.rename_all = serialized_name(&meta)?,
                "rename_all_fields" => found.rename_all_fields = serialized_name(&meta)?,
                "tag" => found.tag = Some(string_value(&meta)?),
                "content" => found.content = Some(string_value(&meta)?),
                "untagged" => found.untagged = true,
                "transparent" => found.transparent = true,
                "flatten" => found.flatten = true,
                "skip" | "skip_serializing" => found.skip = true,
                "skip_serializing_if" => found.skip_serializing_if = Some(string_value(&meta)?),
                known if READING_ONLY.contains(&known) => pass_over(&meta)?,
                other => {
                    unreadable.get_or_insert_with(|| other.to_string());
                    pass_over(&meta)?;
                }
            }
            Ok(())
        })
        .map_err(|e| format!("{what}: #[serde(...)] does not parse: {e}"))?;
        if let Some(key) = unreadable {
            return Err(format!(
                "{what}: #[serde({key})] changes the written JSON in a way this program does not read"
            ));
        }
    }
    Ok(found)
}

/// A struct or enum whose JSON serde's derive writes, without type parameters: what the
/// program can read; anything else is an error naming it.
fn derived(kind: &str, name: &str, attrs: &[Attribute], generics: &syn::Generics) -> Outcome<()> {
    if !derives_serialize(attrs) {
        return Err(format!(
            "{kind} {name}: does not derive Serialize (its JSON is hand-written or it has none)"
        ));
    }
    if !generics.params.is_empty() {
        return Err(format!("{kind} {name}: generic"));
    }
    Ok(())
}

fn derives_serialize(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("derive")
            && a.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
                .map(|paths| {
                    paths
                        .iter()
                        .any(|p| p.segments.last().is_some_and(|s| s.ident == "Serialize"))
                })
                .unwrap_or(false)
    })
}

/// serde's `rename_all` rules: a variant's name is written in PascalCase, a field's in
/// snake_case, and each rule turns one of them into the case it names.
fn rename_variant(name: &str, rule: Option<&str>, what: &str) -> Outcome<String> {
    let snake = || {
        let mut out = String::new();
        for (i, c) in name.char_indices() {
            if c.is_uppercase() && i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        }
        out
    };
    Ok(match rule {
        None | Some("PascalCase") => name.to_string(),
        Some("lowercase") => name.to_ascii_lowercase(),
        Some("UPPERCASE") => name.to_ascii_uppercase(),
        Some("camelCase") => {
            let mut chars = name.chars();
            chars
                .next()
                .map(|c| c.to_lowercase().chain(chars).collect())
                .unwrap_or_default()
        }
        Some("snake_case") => snake(),
        Some("SCREAMING_SNAKE_CASE") => snake().to_ascii_uppercase(),
        Some("kebab-case") => snake().replace('_', "-"),
        Some("SCREAMING-KEBAB-CASE") => snake().to_ascii_uppercase().replace('_', "-"),
        Some(other) => return Err(format!("{what}: unknown rename_all rule {other:?}")),
    })
}

fn rename_field(name: &str, rule: Option<&str>, what: &str) -> Outcome<String> {
    let pascal = || {
        let mut out = String::new();
        let mut upper = true;
        for c in name.chars() {
            if c == '_' {
                upper = true;
            } else if upper {
                out.extend(c.to_uppercase());
                upper = false;
            } else {
                out.push(c);
            }
        }
        out
    };
    Ok(match rule {
        None | Some("lowercase") | Some("snake_case") => name.to_string(),
        Some("UPPERCASE") | Some("SCREAMING_SNAKE_CASE") => name.to_ascii_uppercase(),
        Some("PascalCase") => pascal(),
        Some("camelCase") => {
            let p = pascal();
            let mut chars = p.chars();
            chars
                .next()
                .map(|c| c.to_lowercase().chain(chars).collect())
                .unwrap_or_default()
        }
        Some("kebab-case") => name.replace('_', "-"),
        Some("SCREAMING-KEBAB-CASE") => name.to_ascii_uppercase().replace('_', "-"),
        Some(other) => return Err(format!("{what}: unknown rename_all rule {other:?}")),
    })
}

fn unraw(ident: &syn::Ident) -> String {
    let text = ident.to_string();
    text.strip_prefix("r#").map(str::to_string).unwrap_or(text)
}

// -- schemas ----------------------------------------------------------------------------------------

/// An object's parts, so a flattened or newtype-wrapped struct can be merged into another.
#[derive(Default)]
struct Object {
    properties: Map<String, Value>,
    required: Vec<String>,
    /// the schema of properties not named (a flattened map), else none are written
    additional: Option<Value>,
}

impl Object {
    fn merge(&mut self, other: Object, what: &str) -> Outcome<()> {
        for (name, schema) in other.properties {
            if self.properties.insert(name.clone(), schema).is_some() {
                return Err(format!("{what}: property {name:?} is written twice"));
            }
        }
        self.required.extend(other.required);
        if other.additional.is_some() {
            self.additional = other.additional;
        }
        Ok(())
    }

    fn schema(self, title: Option<&str>) -> Value {
        let mut out = Map::new();
        if let Some(title) = title {
            out.insert("title".into(), json!(title));
        }
        out.insert("type".into(), json!("object"));
        out.insert("properties".into(), Value::Object(self.properties));
        out.insert("required".into(), json!(self.required));
        out.insert(
            "additionalProperties".into(),
            self.additional.unwrap_or(json!(false)),
        );
        Value::Object(out)
    }
}

struct Schemas<'a> {
    krate: &'a Crate,
    defs: Map<String, Value>,
    /// items being described: a reference back to one of them is a `$ref` to its entry
    started: BTreeSet<usize>,
}

fn last_ident(path: &syn::Path) -> String {
    path.segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default()
}

fn type_arguments(path: &syn::Path) -> Vec<&Type> {
    match path.segments.last().map(|s| &s.arguments) {
        Some(PathArguments::AngleBracketed(args)) => args
            .args
            .iter()
            .filter_map(|a| match a {
                GenericArgument::Type(t) => Some(t),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn integer(min: Option<i128>, max: u128) -> Value {
    let mut out = json!({"type": "integer", "maximum": max});
    if let Some(min) = min {
        out["minimum"] = json!(min);
    }
    out
}

fn is_option(ty: &Type) -> Option<&Type> {
    if let Type::Path(p) = ty {
        if last_ident(&p.path) == "Option" {
            return type_arguments(&p.path).first().copied();
        }
    }
    None
}

impl<'a> Schemas<'a> {
    fn reference(&mut self, index: usize) -> Outcome<Value> {
        let key = self.krate.key(index);
        if !self.defs.contains_key(&key) && !self.started.contains(&index) {
            self.started.insert(index);
            let schema = self.item(index)?;
            self.defs.insert(key.clone(), schema);
        }
        Ok(json!({"$ref": format!("#/$defs/{key}")}))
    }

    fn item(&mut self, index: usize) -> Outcome<Value> {
        let item = &self.krate.items[index];
        let module = item.module.clone();
        match &item.definition {
            Definition::Alias(alias) => {
                if !alias.generics.params.is_empty() {
                    return Err(format!("type {}: a generic alias", item.name));
                }
                self.ty(&alias.ty, &module, &format!("type {}", item.name))
            }
            Definition::Struct(s) => {
                derived("struct", &item.name, &s.attrs, &s.generics)?;
                self.structure(s, &module)
            }
            Definition::Enum(e) => {
                derived("enum", &item.name, &e.attrs, &e.generics)?;
                self.enumeration(e, &module)
            }
        }
    }

    fn structure(&mut self, s: &ItemStruct, module: &[String]) -> Outcome<Value> {
        let name = s.ident.to_string();
        let attrs = serde_attrs(&s.attrs, &format!("struct {name}"))?;
        if let Some(tag) = &attrs.tag {
            return Err(format!(
                "struct {name}: #[serde(tag = {tag:?})] on a struct is not read"
            ));
        }
        match &s.fields {
            Fields::Named(_) if attrs.transparent => {
                let field = self.transparent_field(&s.fields, &name)?;
                self.ty(field, module, &format!("{name}.(transparent)"))
            }
            Fields::Named(named) => {
                let object =
                    self.fields(&named.named, attrs.rename_all.as_deref(), module, &name)?;
                Ok(object.schema(Some(&name)))
            }
            Fields::Unnamed(unnamed) => {
                let types: Vec<&Type> = unnamed.unnamed.iter().map(|f| &f.ty).collect();
                self.tuple(&types, module, &name)
            }
            Fields::Unit => Ok(json!({"title": name, "type": "null"})),
        }
    }

    fn transparent_field<'f>(&self, fields: &'f Fields, name: &str) -> Outcome<&'f Type> {
        let mut written = Vec::new();
        for field in fields {
            if !serde_attrs(&field.attrs, name)?.skip {
                written.push(&field.ty);
            }
        }
        match written.as_slice() {
            [one] => Ok(one),
            _ => Err(format!("{name}: transparent, but not one field")),
        }
    }

    /// A tuple struct or variant: one field is the field's value (newtype), more an array.
    fn tuple(&mut self, types: &[&Type], module: &[String], what: &str) -> Outcome<Value> {
        if let [one] = types {
            return self.ty(one, module, &format!("{what}.0"));
        }
        let items = types
            .iter()
            .enumerate()
            .map(|(i, t)| self.ty(t, module, &format!("{what}.{i}")))
            .collect::<Outcome<Vec<_>>>()?;
        Ok(
            json!({"type": "array", "prefixItems": items, "items": false,
                  "minItems": types.len(), "maxItems": types.len()}),
        )
    }

    fn fields(
        &mut self,
        fields: &Punctuated<syn::Field, Token![,]>,
        rule: Option<&str>,
        module: &[String],
        owner: &str,
    ) -> Outcome<Object> {
        let mut object = Object::default();
        for field in fields {
            let ident = field
                .ident
                .as_ref()
                .ok_or_else(|| format!("{owner}: a field without a name"))?;
            let what = format!("{owner}.{}", unraw(ident));
            if field.attrs.iter().any(|a| a.path().is_ident("cfg")) {
                return Err(format!(
                    "{what}: a field present in some builds only (#[cfg])"
                ));
            }
            let attrs = serde_attrs(&field.attrs, &what)?;
            if attrs.skip {
                continue;
            }
            if attrs.flatten {
                let inner = self.flattened(&field.ty, module, &what)?;
                object.merge(inner, &what)?;
                continue;
            }
            let name = match attrs.rename {
                Some(name) => name,
                None => rename_field(&unraw(ident), rule, &what)?,
            };
            let schema = match (&attrs.skip_serializing_if, is_option(&field.ty)) {
                // `None` is never written, so a written value is never null
                (Some(when), Some(inner)) if when.replace(' ', "") == "Option::is_none" => {
                    self.ty(inner, module, &what)?
                }
                _ => self.ty(&field.ty, module, &what)?,
            };
            if attrs.skip_serializing_if.is_none() {
                object.required.push(name.clone());
            }
            if object.properties.insert(name.clone(), schema).is_some() {
                return Err(format!("{what}: property {name:?} is written twice"));
            }
        }
        Ok(object)
    }

    /// The properties a flattened field, or an internally tagged newtype variant's value, puts
    /// into the object around it.
    fn flattened(&mut self, ty: &Type, module: &[String], what: &str) -> Outcome<Object> {
        if let Type::Path(p) = ty {
            if p.qself.is_none() {
                let segments: Vec<String> = p
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect();
                match self.krate.resolve(module, &segments, 0) {
                    Ok(Named::Local(index)) => return self.item_object(index, what),
                    Ok(Named::Foreign(path)) => {
                        let name = path.last().cloned().unwrap_or_default();
                        if matches!(name.as_str(), "HashMap" | "BTreeMap" | "Map") {
                            let value = self.ty(ty, module, what)?;
                            return Ok(Object {
                                additional: Some(
                                    value
                                        .get("additionalProperties")
                                        .cloned()
                                        .unwrap_or(json!({})),
                                ),
                                ..Object::default()
                            });
                        }
                        if name == "Box" {
                            if let Some(inner) = type_arguments(&p.path).first() {
                                return self.flattened(inner, module, what);
                            }
                        }
                    }
                    Err(e) => return Err(format!("{what}: {e}")),
                }
            }
        }
        Err(format!(
            "{what}: flattened or wrapped in a tagged variant, but not a struct with named fields nor a map"
        ))
    }

    fn item_object(&mut self, index: usize, what: &str) -> Outcome<Object> {
        let item = &self.krate.items[index];
        let module = item.module.clone();
        match &item.definition {
            Definition::Struct(s) if derives_serialize(&s.attrs) => {
                let name = s.ident.to_string();
                let attrs = serde_attrs(&s.attrs, &format!("struct {name}"))?;
                match &s.fields {
                    Fields::Named(named) if !attrs.transparent => {
                        self.fields(&named.named, attrs.rename_all.as_deref(), &module, &name)
                    }
                    _ => Err(format!(
                        "{what}: {name} is merged into an object but is not a struct with named fields"
                    )),
                }
            }
            _ => Err(format!(
                "{what}: {} is merged into an object but is not a serde struct",
                item.name
            )),
        }
    }

    fn enumeration(&mut self, e: &ItemEnum, module: &[String]) -> Outcome<Value> {
        let name = e.ident.to_string();
        let attrs = serde_attrs(&e.attrs, &format!("enum {name}"))?;
        let mut branches = Vec::new();
        let mut names = Vec::new();
        let mut all_unit = true;
        for variant in &e.variants {
            let what = format!("{name}::{}", variant.ident);
            if variant.attrs.iter().any(|a| a.path().is_ident("cfg")) {
                return Err(format!(
                    "{what}: a variant present in some builds only (#[cfg])"
                ));
            }
            let own = serde_attrs(&variant.attrs, &what)?;
            if own.skip {
                continue;
            }
            let tag_value = match &own.rename {
                Some(renamed) => renamed.clone(),
                None => rename_variant(
                    &variant.ident.to_string(),
                    attrs.rename_all.as_deref(),
                    &what,
                )?,
            };
            let field_rule = own
                .rename_all
                .as_deref()
                .or(attrs.rename_all_fields.as_deref());
            let untagged = attrs.untagged || own.untagged;
            all_unit &= matches!(variant.fields, Fields::Unit) && !untagged;
            names.push(tag_value.clone());
            let body = match &variant.fields {
                Fields::Unit => None,
                Fields::Named(named) => Some(Body::Object(self.fields(
                    &named.named,
                    field_rule,
                    module,
                    &what,
                )?)),
                Fields::Unnamed(unnamed) => {
                    let types: Vec<&Type> = unnamed.unnamed.iter().map(|f| &f.ty).collect();
                    Some(Body::Tuple(types))
                }
            };
            let branch = if untagged {
                match body {
                    None => json!({"type": "null"}),
                    Some(Body::Object(object)) => object.schema(None),
                    Some(Body::Tuple(types)) => self.tuple(&types, module, &what)?,
                }
            } else if let Some(tag) = &attrs.tag {
                let mut object = Object::default();
                object
                    .properties
                    .insert(tag.clone(), json!({"const": tag_value}));
                object.required.push(tag.clone());
                match (&attrs.content, body) {
                    (_, None) => {}
                    (None, Some(Body::Object(inner))) => object.merge(inner, &what)?,
                    (None, Some(Body::Tuple(types))) => match types.as_slice() {
                        [one] => {
                            let inner = self.flattened(one, module, &what)?;
                            object.merge(inner, &what)?;
                        }
                        _ => {
                            return Err(format!(
                                "{what}: a tuple variant in an internally tagged enum"
                            ))
                        }
                    },
                    (Some(content), Some(body)) => {
                        let value = match body {
                            Body::Object(inner) => inner.schema(None),
                            Body::Tuple(types) => self.tuple(&types, module, &what)?,
                        };
                        object.properties.insert(content.clone(), value);
                        object.required.push(content.clone());
                    }
                }
                object.schema(None)
            } else {
                match body {
                    None => json!({"const": tag_value}),
                    Some(body) => {
                        let value = match body {
                            Body::Object(inner) => inner.schema(None),
                            Body::Tuple(types) => self.tuple(&types, module, &what)?,
                        };
                        json!({"type": "object", "properties": {&tag_value: value},
                               "required": [&tag_value], "additionalProperties": false})
                    }
                }
            };
            let mut branch = branch;
            if let Value::Object(map) = &mut branch {
                map.insert("title".into(), json!(variant.ident.to_string()));
            }
            branches.push(branch);
        }
        if attrs.content.is_some() && attrs.tag.is_none() {
            return Err(format!("enum {name}: `content` without `tag`"));
        }
        if all_unit && attrs.tag.is_none() {
            return Ok(json!({"title": name, "type": "string", "enum": names}));
        }
        Ok(json!({"title": name, "anyOf": branches}))
    }

    fn ty(&mut self, ty: &Type, module: &[String], what: &str) -> Outcome<Value> {
        match ty {
            Type::Reference(r) => self.ty(&r.elem, module, what),
            Type::Paren(p) => self.ty(&p.elem, module, what),
            Type::Group(g) => self.ty(&g.elem, module, what),
            Type::Slice(s) => {
                Ok(json!({"type": "array", "items": self.ty(&s.elem, module, what)?}))
            }
            Type::Array(a) => {
                let items = self.ty(&a.elem, module, what)?;
                match &a.len {
                    Expr::Lit(syn::ExprLit {
                        lit: Lit::Int(n), ..
                    }) => {
                        let n: u64 = n.base10_parse().map_err(|e| format!("{what}: {e}"))?;
                        Ok(json!({"type": "array", "items": items, "minItems": n, "maxItems": n}))
                    }
                    _ => Err(format!("{what}: an array whose length is not a literal")),
                }
            }
            Type::Tuple(t) if t.elems.is_empty() => Ok(json!({"type": "null"})),
            Type::Tuple(t) => {
                let types: Vec<&Type> = t.elems.iter().collect();
                let items = types
                    .iter()
                    .enumerate()
                    .map(|(i, t)| self.ty(t, module, &format!("{what}.{i}")))
                    .collect::<Outcome<Vec<_>>>()?;
                Ok(
                    json!({"type": "array", "prefixItems": items, "items": false,
                          "minItems": types.len(), "maxItems": types.len()}),
                )
            }
            Type::Path(p) if p.qself.is_none() => {
                let segments: Vec<String> = p
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect();
                match self
                    .krate
                    .resolve(module, &segments, 0)
                    .map_err(|e| format!("{what}: {e}"))?
                {
                    Named::Local(index) => {
                        if !type_arguments(&p.path).is_empty() {
                            return Err(format!("{what}: generic arguments to a crate type"));
                        }
                        self.reference(index)
                    }
                    Named::Foreign(path) => self.foreign(&path, &p.path, module, what),
                }
            }
            _ => Err(format!("{what}: a type this program does not read")),
        }
    }

    /// A type of std or serde_json (the only other crates whose written JSON the schema knows).
    fn foreign(
        &mut self,
        path: &[String],
        written: &syn::Path,
        module: &[String],
        what: &str,
    ) -> Outcome<Value> {
        let crate_name = if path.len() > 1 { path[0].as_str() } else { "" };
        let name = path.last().map(String::as_str).unwrap_or_default();
        let args = type_arguments(written);
        let arg = |i: usize| -> Outcome<&Type> {
            args.get(i)
                .copied()
                .ok_or_else(|| format!("{what}: {name} without its type argument"))
        };
        let known_crate = matches!(crate_name, "" | "std" | "core" | "alloc" | "serde_json");
        if !known_crate {
            return Err(format!(
                "{what}: `{}` is from another crate, whose written JSON this program does not know",
                path.join("::")
            ));
        }
        if crate_name == "serde_json" {
            return match name {
                "Value" => Ok(json!({})),
                "Map" => Ok(json!({"type": "object"})),
                "Number" => Ok(json!({"type": "number"})),
                _ => Err(format!("{what}: serde_json::{name} is not read")),
            };
        }
        Ok(match name {
            "String" | "str" | "char" | "PathBuf" | "Path" => json!({"type": "string"}),
            "bool" => json!({"type": "boolean"}),
            "u8" => integer(Some(0), u8::MAX.into()),
            "u16" => integer(Some(0), u16::MAX.into()),
            "u32" => integer(Some(0), u32::MAX.into()),
            "u64" | "usize" => integer(Some(0), u64::MAX.into()),
            "i8" => integer(Some(i8::MIN.into()), i8::MAX as u128),
            "i16" => integer(Some(i16::MIN.into()), i16::MAX as u128),
            "i32" => integer(Some(i32::MIN.into()), i32::MAX as u128),
            "i64" | "isize" => integer(Some(i64::MIN.into()), i64::MAX as u128),
            // serde_json writes a float with a fraction or an exponent (`0.0`, `1e300`); the
            // format tells a reader of the schema which of the two a number was
            "f32" => json!({"type": "number", "format": "float"}),
            "f64" => json!({"type": "number", "format": "double"}),
            "Option" => {
                let inner = self.ty(arg(0)?, module, what)?;
                json!({"anyOf": [inner, {"type": "null"}]})
            }
            "Vec" | "VecDeque" | "LinkedList" => {
                json!({"type": "array", "items": self.ty(arg(0)?, module, what)?})
            }
            "HashSet" | "BTreeSet" => json!({"type": "array", "uniqueItems": true,
                                             "items": self.ty(arg(0)?, module, what)?}),
            "HashMap" | "BTreeMap" => {
                let key = self.ty(arg(0)?, module, &format!("{what} (map key)"))?;
                if key != json!({"type": "string"}) {
                    return Err(format!("{what}: a map whose keys are not strings"));
                }
                json!({"type": "object", "additionalProperties": self.ty(arg(1)?, module, what)?})
            }
            "Box" | "Rc" | "Arc" => self.ty(arg(0)?, module, what)?,
            "Cow" => match args.first() {
                Some(inner) => self.ty(inner, module, what)?,
                None => return Err(format!("{what}: Cow without its type argument")),
            },
            _ => {
                return Err(format!(
                    "{what}: `{}` is not a type whose written JSON this program knows",
                    path.join("::")
                ))
            }
        })
    }
}

enum Body<'t> {
    Object(Object),
    Tuple(Vec<&'t Type>),
}

fn run(args: &[String]) -> Outcome<Value> {
    let (src, roots) = args
        .split_first()
        .ok_or("usage: library-types <crate's src folder> <Type>...")?;
    let krate = Crate::read(Path::new(src))?;
    let mut schemas = Schemas {
        krate: &krate,
        defs: Map::new(),
        started: BTreeSet::new(),
    };
    for root in roots {
        let path: Vec<String> = root.split("::").map(str::to_string).collect();
        let (name, module) = path.split_last().ok_or("an empty type name")?;
        let found: Vec<usize> = krate
            .items
            .iter()
            .enumerate()
            .filter(|(_, i)| &i.name == name && (module.is_empty() || i.module == module))
            .map(|(n, _)| n)
            .collect();
        match found.as_slice() {
            [index] => {
                schemas.reference(*index)?;
            }
            [] => return Err(format!("{root}: no such type in {src}")),
            _ => {
                return Err(format!(
                    "{root}: declared in more than one module; name it with its module path"
                ))
            }
        }
    }
    Ok(json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$defs": Value::Object(schemas.defs),
    }))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(schema) => {
            println!("{schema:#}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("library-types: {message}");
            ExitCode::FAILURE
        }
    }
}
