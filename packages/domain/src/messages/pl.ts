/**
 * Polish messages shared by the server and the web: validation and server errors.
 * Texts quoted in the spec are verbatim. `{name}` marks a parameter.
 */
export const pl = {
  // Generic validation (part 1 §5)
  'validation.required': 'To pole jest wymagane',
  'validation.string.min': 'Wymagane jest co najmniej {min} znaków',
  'validation.string.max': 'Dopuszczalne jest najwyżej {max} znaków',
  'validation.email': 'Niepoprawny adres e-mail',
  'validation.url': 'Niepoprawny adres URL',
  'validation.number.type': 'Wartość musi być liczbą',
  'validation.number.min': 'Wartość musi być większa lub równa {min}',
  'validation.number.max': 'Wartość musi być mniejsza lub równa {max}',
  'validation.number.positive': 'Wartość musi być dodatnia',
  'validation.number.negative': 'Wartość musi być ujemna',
  'validation.number.integer': 'Wartość musi być liczbą całkowitą',
  'validation.date.required': 'Data jest wymagana',
  'validation.date.invalid': 'Nieprawidłowa data',
  'validation.date.format': 'Nieprawidłowy format daty',
  'validation.date.min': 'Data nie może być wcześniejsza niż {min}',
  'validation.date.max': 'Data nie może być późniejsza niż {max}',
  'validation.date.past': 'Data musi być w przeszłości',
  'validation.array.min': 'Należy wybrać co najmniej {min}',
  'validation.array.max': 'Można wybrać najwyżej {max}',
  'validation.array.atLeastOne': 'Przynajmniej jedna wartość powinna być wybrana',
  'validation.oneOf': 'Wartość musi być jedną z: {values}',
  'validation.notOneOf': 'Wartość nie może być jedną z: {values}',
  'validation.invalid': 'Nieprawidłowa wartość',

  // Text (ADR 0020): characters, names, identity numbers
  'validation.text.forbiddenCharacters': 'Tekst zawiera niedozwolone znaki',
  'validation.text.tooManyMarks': 'Zbyt wiele znaków diakrytycznych przy jednej literze',
  'validation.text.letterOrDigit': 'Pole musi zawierać literę lub cyfrę',
  'validation.text.markup': 'Znaki < i > są niedozwolone',
  'validation.name.characters': 'Dozwolone są tylko litery, spacje, apostrofy, łączniki i kropki',
  'validation.name.letterRequired': 'Pole musi zawierać literę',
  'validation.ssn.characters': 'Numer dokumentu może zawierać tylko litery i cyfry',
  'validation.date.notFuture': 'Data nie może być w przyszłości',

  // Identity numbers (part 1 §5)
  'validation.digitsOnly': 'Numer może składać się wyłącznie z cyfr',
  'validation.pesel.invalid': 'Nieprawidłowy numer PESEL',
  'validation.pesel.birthDateMismatch': 'Data urodzenia nie zgadza się z numerem PESEL',
  'validation.pesel.genderMismatch': 'Płeć nie zgadza się z numerem PESEL',
  'validation.pesel.taken': 'Pacjent z tym numerem PESEL już istnieje',
  'validation.patient.identityStaffOnly':
    'Numer PESEL lub numer dokumentu tożsamości może zmienić tylko rejestracja placówki',
  'validation.phone.invalid': 'Nieprawidłowy numer telefonu',
  'validation.postalCode.polish': 'Kod pocztowy w Polsce ma postać NN-NNN',
  'validation.licenseNumber.length': 'Numer prawa wykonywania zawodu musi mieć 7 cyfr',
  'validation.licenseNumber.checksum': 'Nieprawidłowy numer prawa wykonywania zawodu',
  'validation.licenseNumber.taken':
    'Lekarz z tym numerem prawa wykonywania zawodu ma już konto. Zaloguj się lub ustaw nowe hasło.',
  'validation.nip.invalid': 'Nieprawidłowy numer NIP',

  // Accounts (part 1 §5, part 2 §5)
  'validation.password.rule':
    'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
  'validation.password.mismatch': 'Wartość jest różna od hasła',
  'validation.password.common': 'Hasło jest zbyt popularne',
  'validation.password.containsLogin': 'Hasło nie może zawierać loginu',
  'validation.password.forbiddenCharacters': 'Hasło zawiera niedozwolone znaki',
  'validation.password.currentWrong': 'Nieprawidłowe obecne hasło',
  'validation.acceptRequired': 'Akceptacja tego pola jest wymagana',
  'validation.login.email': 'Login musi być prawidłowym adresem e-mail',
  'validation.login.required': 'Login jest wymagany',
  'validation.firstName.required': 'Imię jest wymagane',
  'validation.lastName.required': 'Nazwisko jest wymagane',
  'validation.phoneNumbers.required': 'Przynajmniej jeden numer telefonu jest wymagany',
  'validation.roles.required': 'Przynajmniej jedna rola jest wymagana',
  'validation.regions.required': 'Przynajmniej jeden region jest wymagany',

  // Appointments, payments, reports, files (part 1 §5, part 2 §5, §8)
  'validation.appointment.startInFuture': 'Data początkowa musi być w przyszłości',
  'validation.appointment.endAfterStart': 'Data końcowa musi być późniejsza niż początkowa',
  'validation.device.required': 'Gabinet jest wymagany',
  'validation.appointment.tooLong': 'Wizyta może trwać najwyżej {hours} godzin',
  'validation.appointment.patientRequired': 'Pacjent jest wymagany',
  'validation.appointment.studyTypesRequired': 'Wybierz co najmniej jeden typ badania',
  'validation.appointment.studyTypeRequired': 'Typ badania jest wymagany',
  'errors.appointment.notFound': 'Nie znaleziono wizyty o identyfikatorze {id}.',
  'errors.appointment.slotTaken':
    'Ten termin w wybranym gabinecie jest już zajęty. Wybierz inny termin lub gabinet.',
  'errors.appointment.deviceCannotPerform': 'Gabinet {device} nie wykonuje badania {studyType}.',
  'errors.appointment.hasStudy':
    'Do tej wizyty wykonano już badanie: nie można jej zmienić ani usunąć.',
  'errors.appointment.past': 'Wizyt, które już się odbyły, nie można przenosić.',
  'errors.appointment.deviceDisabled':
    'Gabinet {device} jest wyłączony: nie można w nim rezerwować wizyt.',
  'errors.reservation.notFound': 'Rezerwacja terminu wygasła lub została zwolniona.',
  'validation.branch.required': 'Filia jest wymagana',
  'validation.amount.positive': 'Kwota musi być dodatnia',
  'validation.payment.discount': 'Rabat musi być liczbą od 0 do 100',
  'validation.range.invalid': 'Nieprawidłowy zakres',
  'validation.range.tooLong': 'Zbyt długi zakres',
  'validation.file.duplicate': "Plik '{name}' został już dołączony",
  'validation.file.rejectionReason': 'Podaj powód odrzucenia pliku',
  'validation.file.empty': 'Plik jest pusty',
  'validation.file.tooLarge': 'Plik jest za duży (maksymalnie {maxMb} MB)',
  'validation.file.pictureOnly': 'Dozwolone są tylko obrazy PNG, JPEG lub WebP',
  'validation.file.patientRequired': 'Plik musi zostać przypisany do pacjenta',
  'validation.file.ownedByUser': 'Zdjęcie profilowe i pieczątka należą do konta, nie do pacjenta',

  // Server errors (part 1 §8 and our own)
  'errors.tokenExpired': 'jwt expired',
  'errors.unauthenticated': 'Sesja jest nieważna. Zaloguj się ponownie.',
  'errors.forbidden': 'Nie masz uprawnień do wykonania tej operacji.',
  'errors.termsNotAccepted': 'Aby korzystać z portalu, zaakceptuj regulamin.',
  'errors.roleNotAssigned': 'Nie masz przypisanej roli {role}.',
  'errors.invalidCredentials': 'Nieprawidłowy login lub hasło.',
  'errors.attempts.waitSeconds': 'Zbyt wiele nieudanych prób. Spróbuj ponownie za {seconds} s.',
  'errors.attempts.waitMinutes': 'Zbyt wiele nieudanych prób. Spróbuj ponownie za {minutes} min.',
  'errors.login.challengeRequired':
    'Ze względów bezpieczeństwa przeglądarka musi najpierw wykonać krótkie sprawdzenie. Poczekaj na jego zakończenie i zaloguj się ponownie.',
  'errors.login.challengeInvalid':
    'Sprawdzenie zabezpieczające nie powiodło się lub wygasło. Poczekaj na nowe sprawdzenie i zaloguj się ponownie.',
  'errors.addressThrottled':
    'Zbyt wiele nieudanych prób logowania z tego adresu. Spróbuj ponownie za {minutes} min.',
  'errors.accountInactive': 'Konto jest nieaktywne. Skontaktuj się z administratorem.',
  'errors.userNotConfirmed': 'Adres e-mail nie został jeszcze potwierdzony.',
  'errors.signup.noAccountToActivate': 'Nie ma konta o tym adresie e-mail.',
  'errors.accountSuspended': 'Konto jest zawieszone do {until}. Skontaktuj się z administratorem.',
  'errors.accountBlocked': 'Konto zostało zablokowane. Skontaktuj się z administratorem.',
  'errors.mfa.required': 'Podaj kod z aplikacji uwierzytelniającej.',
  'errors.mfa.enrolmentRequired':
    'Twoja rola wymaga weryfikacji dwuetapowej. Skonfiguruj aplikację uwierzytelniającą, aby się zalogować.',
  'errors.mfa.stepExpired': 'Czas na podanie kodu minął. Zaloguj się ponownie.',
  'errors.mfa.alreadyEnabled': 'Weryfikacja dwuetapowa jest już włączona.',
  'errors.mfa.notStarted': 'Najpierw rozpocznij konfigurację aplikacji uwierzytelniającej.',
  'errors.mfa.requiredForRole':
    'Twoja rola wymaga weryfikacji dwuetapowej: nie można jej wyłączyć.',
  'errors.mfa.notEnabled': 'To konto nie ma włączonej weryfikacji dwuetapowej.',
  'errors.oauth.userNotFound': 'Nie znaleziono konta połączonego z tym kontem społecznościowym.',
  'errors.oauth.invalidTicket': 'Logowanie przez konto społecznościowe wygasło. Spróbuj ponownie.',
  'errors.oauth.alreadyLinked':
    'To konto społecznościowe jest już połączone z innym kontem portalu.',
  'errors.oauth.notConfigured': 'To logowanie społecznościowe nie jest dostępne.',
  'validation.mfa.code': 'Nieprawidłowy kod. Podaj 6 cyfr z aplikacji lub kod odzyskiwania.',
  'errors.signup.holdNeedsConsent':
    'Ten adres był wcześniej zablokowany lub usunięty. Weryfikacja konta wymaga zgody administratora.',
  'errors.accountNotVerified':
    'Konto czeka na weryfikację przez administratora. Gdy zostanie zweryfikowane, otrzymasz wiadomość e-mail.',
  'errors.emailConfirmation.invalid':
    'Link potwierdzający jest nieprawidłowy, wygasł lub został już użyty. Zaloguj się, aby otrzymać nowy.',
  'errors.maintenance': 'Trwają prace serwisowe. Usługa zostanie wkrótce wznowiona.',
  'errors.database':
    'Wystąpił błąd bazy danych. Spróbuj ponownie lub skontaktuj się z administratorem.',
  'errors.databaseUnavailable':
    'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  'errors.internal': 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
  'errors.badRequest': 'Żądanie jest nieprawidłowe.',
  'errors.badInput': 'Przesłane dane są nieprawidłowe.',
  'errors.notFound': 'Nie znaleziono obiektu o identyfikatorze {id}.',
  'errors.patient.saveRefused':
    'Nie można zapisać tego pacjenta. Skontaktuj się z rejestracją placówki.',
  'errors.staleVersion':
    'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.',
  'errors.patient.hasDependents':
    'Nie można usunąć pacjenta, ponieważ są z nim powiązane badania ({studies}), skierowania ({referrals}) lub wizyty ({appointments}).',
  'errors.queryTooDeep': 'Zapytanie jest zbyt głęboko zagnieżdżone.',
  'errors.queryTooComplex': 'Zapytanie jest zbyt złożone.',
  'errors.tooManyAliases': 'Zapytanie zawiera zbyt wiele aliasów pól (najwyżej {max}).',
  'errors.queryTimeout':
    'Wykonanie zapytania trwało zbyt długo i zostało przerwane. Zawęź wyszukiwanie lub spróbuj ponownie za chwilę.',
  'errors.rateLimited': 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  'errors.file.notUploaded': 'Plik nie został jeszcze przesłany. Prześlij go ponownie.',
  'errors.file.sizeMismatch':
    'Przesłany plik ma {actual} B zamiast zadeklarowanych {declared} B. Plik został odrzucony, prześlij go ponownie.',
  'errors.file.contentNotAllowed':
    'Zawartość pliku nie jest dozwolonym typem ({allowed}). Plik został odrzucony.',
  'errors.file.rejected': 'Ten plik został odrzucony przy dodawaniu i nie można go przesłać.',
  'errors.file.notProfilePicture': 'Ten plik nie jest przesłanym zdjęciem profilowym.',
  'errors.file.linkInvalid': 'Link do pliku jest nieprawidłowy.',
  'errors.file.linkExpired': 'Link do pliku wygasł. Otwórz plik ponownie.',
  'errors.file.moreThanDeclared': 'Przesłano więcej niż zadeklarowane {declared} B.',
  'errors.file.alreadyUploaded': 'Ten plik został już przesłany.',
  'errors.file.noData': 'Brak pasujących danych',
  'errors.file.notStudyType': 'Tego rodzaju pliku nie dołącza się do badania',
  'errors.file.descriptionOnly': 'Do badania możesz dołączyć tylko opis',
  'errors.file.notMultipart': 'Ten plik nie jest przesyłany w częściach.',
  'errors.file.partsMissing':
    'Nie przesłano wszystkich części pliku (brakuje {missing}). Wznów przesyłanie.',
  'errors.file.partOutOfRange': 'Ten plik ma tylko {partCount} części.',
  // Tablets and consents (part 1 §4, part 2 §5, §8)
  'validation.tablet.duplicateTabletId':
    'Tablet o identyfikatorze {tabletId} jest już zarejestrowany',
  'validation.tablet.unknownBranch': 'Nie znaleziono filii o identyfikatorze {id}',
  'validation.consent.guardianNameRequired':
    'Pacjent jest niepełnoletni: podaj imię i nazwisko opiekuna',
  'validation.consent.guardianBasisRequired':
    'Pacjent jest niepełnoletni: wybierz podstawę (matka, ojciec, opiekun)',
  'validation.consent.pregnancyNotAsked': 'Pytanie o ciążę nie dotyczy tego pacjenta',
  'validation.consent.signatureRequired': 'Podpis jest wymagany',
  'validation.consent.signatureInvalid': 'Podpis musi być obrazem PNG',
  'validation.consent.signatureTooLarge': 'Podpis jest za duży (maksymalnie {maxKb} KB)',
  'errors.tablet.notFound': 'Nie znaleziono tabletu o identyfikatorze {id}.',
  'errors.tablet.inactive': 'Tablet jest nieaktywny. Skontaktuj się z administratorem.',
  'errors.tablet.invalidCredentials':
    'Nieprawidłowy identyfikator klienta lub sekret tabletu. Zeskanuj kod QR ponownie.',
  'errors.consent.patientIncomplete':
    'Uzupełnij datę urodzenia i płeć pacjenta, aby wysłać prośbę o zgodę.',
  'errors.consent.requestNotFound': 'Nie znaleziono prośby o zgodę.',
  'errors.consent.requestExpired':
    'Prośba o zgodę wygasła. Poproś personel o ponowne wysłanie prośby.',
  'errors.consent.requestCancelled':
    'Prośba o zgodę została anulowana: na ten tablet wysłano nowszą prośbę.',
  'errors.consent.requestSubmitted': 'Ta zgoda została już podpisana.',

  // Column headings of the audit trail export (CSV)
  'auditLog.column.occurredAt': 'Czas',
  'auditLog.column.actorUserId': 'ID użytkownika',
  'auditLog.column.actorLogin': 'Login użytkownika',
  'auditLog.column.action': 'Operacja',
  'auditLog.column.entityType': 'Typ obiektu',
  'auditLog.column.entityId': 'ID obiektu',
  'auditLog.column.address': 'Adres IP',
  'auditLog.column.outcome': 'Wynik',
  'auditLog.column.details': 'Szczegóły',

  // Current branch (issue 13)
  'validation.currentBranch.notUsersBranch': 'Możesz wybrać tylko filię, w której pracujesz',

  // Money (ADR 0030)
  'validation.money.invalid': 'Podaj kwotę w złotych, np. 120 lub 99,50',

  // Settings: branches and devices (issue 13)
  'validation.branch.color': 'Kolor musi mieć postać #rrggbb',
  'validation.branch.unknownRegion': 'Regionu {region} nie ma w konfiguracji aplikacji',
  'validation.device.unknownType': 'Typu urządzenia {deviceType} nie ma w konfiguracji aplikacji',
  'validation.device.unknownRadiationGroup':
    'Grupy promieniowania {group} nie ma w konfiguracji aplikacji',
  'validation.device.duplicateName': 'Ta filia ma już urządzenie o tej nazwie',
  'validation.device.unknown': 'Urządzenie {id} nie należy do tej filii',
  'errors.branch.notFound': 'Nie znaleziono filii o identyfikatorze {id}.',

  // Settings: study types (issue 13)
  'validation.studyType.duplicateCode': 'Typ badania o kodzie {code} już istnieje',
  'validation.studyType.duplicate': 'Wartość {name} występuje więcej niż raz',
  'validation.studyType.unknownPriceGroup': 'Nieznana grupa cenowa {name}',
  'validation.studyType.unknownDeviceType': 'Nieznany typ urządzenia {name}',
  'validation.decimal.invalid': 'Podaj liczbę, np. 70 lub 0,5',
  'errors.studyType.notFound': 'Nie znaleziono typu badania o identyfikatorze {id}.',

  // Settings: programs and help (issue 13)
  'validation.url.httpOnly': 'Adres musi zaczynać się od http:// lub https://',
  'errors.software.notFound': 'Nie znaleziono programu o identyfikatorze {id}.',

  // Settings: users and password links (issue 13)
  'validation.companyName.required': 'Nazwa firmy jest wymagana',
  'validation.user.vacationEndBeforeStart':
    'Koniec urlopu nie może być wcześniejszy niż jego początek',
  'validation.user.loginTaken': 'Użytkownik z tym loginem już istnieje',
  'validation.user.roleNotSelectable':
    'Tej roli nie można nadać ani odebrać w ustawieniach użytkowników: {role}',
  'validation.user.unknownRegion': 'Nieznany region: {region}',
  'validation.user.unknownBranch': 'Nie znaleziono aktywnej filii o identyfikatorze {id}',
  'errors.user.notFound': 'Nie znaleziono użytkownika o identyfikatorze {id}.',
  // Doctors and facilities: the form, deleting, merging, the account (part 2 §5, §6; issue 20)
  'validation.doctor.facilityLicense': 'Gabinet nie ma numeru prawa wykonywania zawodu',
  'validation.doctor.roles':
    'Lekarz może mieć role Doctor i DescribingDoctor, a gabinet jedną z ról DentalOffice lub Laboratory',
  'validation.doctor.unknownSpecialization': 'Nieznana specjalizacja: {specialization}',
  'validation.doctor.unknownStudyType': 'Nie znaleziono typu badania o identyfikatorze {id}',
  'errors.doctorEditing.notFound': 'Nie znaleziono lekarza.',
  'errors.doctorEditing.fieldForbidden': 'Nie masz uprawnień do zmiany pola {field}.',
  'errors.doctorEditing.kindChange': 'Nie można zmienić lekarza w gabinet ani gabinetu w lekarza.',
  'errors.doctorEditing.licenseTaken':
    'Lekarz z tym numerem prawa wykonywania zawodu już istnieje.',
  'errors.doctorEditing.hasStudies':
    'Nie można usunąć lekarza, z którym są powiązane badania ({studies}) lub skierowania ({referrals}). Wskaż lekarza, któremu zostaną przypisane.',
  'errors.doctorEditing.targetInvalid':
    'Wskaż innego, istniejącego lekarza, któremu zostaną przypisane badania.',
  'errors.doctorEditing.noAccount': 'Ten lekarz nie ma aktywnego konta użytkownika.',
  // Doctor comments (part 2 §3, §5, §6)
  'validation.comment.content': 'Treść komentarza jest wymagana',
  'errors.comment.notFound': 'Nie znaleziono komentarza o identyfikatorze {id}.',
  'errors.comment.notAuthor': 'Komentarz może edytować lub usunąć tylko jego autor.',
  // Coordinators' visits (part 2 §2, §4, §5, §8; issue 21 §1)
  'validation.visit.dateRequired': 'Data spotkania jest wymagana',
  'validation.visit.doctorRequired': 'Lekarz jest wymagany',
  'validation.visit.coordinatorRequired': 'Koordynator jest wymagany',
  'validation.visit.followUpRequired': 'Data następnego spotkania jest wymagana',
  'validation.visit.followUpNotAfter': 'Następne spotkanie musi się odbyć po tym spotkaniu.',
  'validation.visit.reasonUnknown': 'Powodu spotkania „{reason}” nie ma w konfiguracji.',
  'validation.visit.gadgetUnknown': 'Gadżetu „{gadget}” nie ma w konfiguracji.',
  'validation.visit.notCoordinator': 'Wybrana osoba nie jest aktywnym koordynatorem.',
  'validation.visit.doctorUnknown': 'Nie znaleziono wybranego lekarza.',
  'errors.visit.notFound': 'Nie znaleziono spotkania o identyfikatorze {id}.',
  'errors.visit.onlyScheduledRemovable': 'Tylko zaplanowane spotkanie może zostać usunięte',
  'errors.visit.notScheduled': 'Zakończonego ani odwołanego spotkania nie można już zmienić.',
  'errors.visit.ownOnly': 'Koordynator planuje i zmienia tylko własne spotkania.',
  // Councils (part 2 §2 "Councils", §4, §5 "Council invite", §8; issue 22 §1)
  'validation.council.nameRequired': 'Nazwa konsylium jest wymagana',
  'validation.council.studiesRequired': 'Wybierz co najmniej jedno badanie',
  'validation.council.emailsRequired': 'Podaj co najmniej jeden adres e-mail',
  'validation.council.postRequired': 'Treść wpisu jest wymagana',
  'errors.council.notFound': 'Nie znaleziono konsylium o identyfikatorze {id}.',
  'errors.council.ownerOnly': 'Tylko założyciel konsylium może to zrobić.',
  'errors.council.studyNotVisible': 'Nie masz dostępu do badania o identyfikatorze {id}.',
  'errors.council.inviteNotFound': 'Nie znaleziono oczekującego zaproszenia do tego konsylium.',
  'errors.council.selfInvite': 'Nie możesz zaprosić samego siebie.',
  'errors.council.alreadyMember': 'Osoba z adresem {email} jest już członkiem konsylium.',
  'errors.council.ownerCannotLeave': 'Założyciel nie może opuścić konsylium.',
  'errors.council.noDoctorProfile': 'Konsylium wymaga konta lekarza, gabinetu lub pracowni.',
  'errors.council.memberNotFound': 'Ten lekarz nie jest członkiem konsylium.',
  'council.invitedTitle': 'Zaproszenie do konsylium',
  // Internal messages (part 2 §2 "Messages", §3 Message; issue 22 §2)
  'errors.message.notFound': 'Nie znaleziono wiadomości o identyfikatorze {id}.',
  'inbox.sharedStudy.title': 'Udostępniono Ci badanie',
  'inbox.sharedStudy.content':
    'Udostępniono Ci badanie {studyType} z dnia {studyDate}. Otwórz je, aby zobaczyć obrazy i opis.',
  'inbox.councilInviteUpdate.title': 'Konsylium „{council}”',
  'inbox.councilInviteUpdate.invited':
    '{person} zaprasza Cię do konsylium „{council}”. Odpowiedz na zaproszenie w zakładce Konsylium.',
  'inbox.councilInviteUpdate.accepted': '{person} dołącza do konsylium „{council}”.',
  'inbox.councilInviteUpdate.rejected': '{person} odrzuca zaproszenie do konsylium „{council}”.',
  'inbox.councilInviteUpdate.removed': 'Nie jesteś już członkiem konsylium „{council}”.',
  // Sync of visits to an external calendar (part 2 §2, §7, §8 "Calendar sync"; ADR 0052)
  'errors.calendar.notConfigured':
    'Synchronizacja z kalendarzem zewnętrznym nie jest skonfigurowana.',
  'errors.calendar.consentExpired':
    'Zgoda na dostęp do kalendarza wygasła lub pochodzi z innego okna. Połącz kalendarz ponownie.',
  'errors.calendar.consentFailed':
    'Nie udało się połączyć z kalendarzem: usługa nie przyznała dostępu. Spróbuj ponownie.',
  'calendarSync.synced':
    'Zsynchronizowano spotkania z kalendarzem (zapisane: {written}, usunięte: {removed}).',
  'calendarSync.authError':
    'Błąd uwierzytelnienia w kalendarzu: dostęp wygasł lub został cofnięty. Połącz kalendarz ponownie.',
  'calendarSync.accessError': 'Brak dostępu do kalendarza: usługa odmówiła zapisu wydarzeń.',
  'calendarSync.syncError':
    'Błąd synchronizacji: usługa kalendarza nie odpowiada. Zmiany zostaną wysłane przy następnej próbie.',
  'errors.calendarFeed.notFound':
    'Nie znaleziono kalendarza. Link mógł zostać wyłączony lub zastąpiony nowym.',
  'errors.visit.previousNotFound': 'Nie znaleziono poprzedniego spotkania o identyfikatorze {id}.',
  // Complaints (part 2 §2, §4, §5; issue 21 §2)
  'validation.complaint.complainantRequired': 'Zgłaszający jest wymagany',
  'validation.complaint.reportDateRequired': 'Data zgłoszenia jest wymagana',
  'validation.complaint.reportDateFuture': 'Data zgłoszenia nie może być z przyszłości.',
  'validation.complaint.typeRequired': 'Typ reklamacji jest wymagany',
  'validation.complaint.responsibleRequired': 'Osoba odpowiedzialna jest wymagana',
  'validation.complaint.notResponsible':
    'Wybrana osoba nie jest aktywnym użytkownikiem z rolą Reklamacje.',
  'validation.complaint.resolutionRequired': 'Rozwiązanie jest wymagane, aby zamknąć reklamację',
  'validation.complaint.resolutionOnlyClosed':
    'Rozwiązanie można zmienić tylko w zamkniętej reklamacji.',
  'validation.complaint.reasonUnknown': 'Powodu reklamacji „{reason}” nie ma w konfiguracji.',
  'validation.complaint.patientUnknown': 'Nie znaleziono wybranego pacjenta.',
  'validation.complaint.doctorUnknown': 'Nie znaleziono wybranego lekarza.',
  'validation.complaint.studyUnknown': 'Nie znaleziono wybranego badania.',
  'validation.complaint.studyOfOtherPatient': 'Wybrane badanie dotyczy innego pacjenta.',
  'errors.complaint.reassignForbidden':
    'Osoba z rolą Reklamacje nie przekazuje reklamacji innej osobie.',
  'errors.complaint.notFound': 'Nie znaleziono reklamacji o identyfikatorze {id}.',
  'errors.user.adminOnly':
    'Tylko administrator może nadać lub odebrać rolę Admin albo zmienić konto administratora.',
  'errors.user.lastAdmin':
    'Nie można usunąć, dezaktywować ani odebrać roli Admin ostatniemu aktywnemu administratorowi.',
  'errors.user.selfDelete': 'Nie możesz usunąć własnego konta.',
  'errors.user.selfModeration': 'Nie możesz zmienić stanu własnego konta.',
  'validation.suspension.future': 'Data końca zawieszenia musi być w przyszłości',
  'validation.suspension.max': 'Zawieszenie może trwać najwyżej {days} dni',
  'errors.passwordLink.invalid':
    'Link do ustawienia hasła jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy link: „Nie pamiętasz hasła?” na stronie logowania.',

  // Settings: app config and current branch (issue 13)
  'validation.url.httpsOnly': 'Adres musi zaczynać się od https://',
  'validation.appConfig.videoUrl':
    'Podaj adres playlisty lub filmu z YouTube albo Vimeo, np. https://www.youtube.com/playlist?list=…',
  'validation.appConfig.duplicate': 'Wartość „{value}” występuje na liście więcej niż raz',
  'validation.appConfig.inUse.branch': 'Nie można usunąć „{value}”: używa go filia {name}',
  'validation.appConfig.inUse.device':
    'Nie można usunąć „{value}”: używa go urządzenie {name} w filii {branch}',
  'validation.appConfig.inUse.studyType': 'Nie można usunąć „{value}”: używa go typ badania {name}',
  'validation.appConfig.inUse.user':
    'Nie można usunąć „{value}”: jest przypisany do użytkownika {name}',

  // Studies (issue 15)
  'validation.study.patientRequired': 'Pacjent jest wymagany',
  'validation.study.studyTypeRequired': 'Typ badania jest wymagany',
  'validation.study.statusInvalid': 'Status badania musi być jednym z: Szkic, Opłacone, Wykonane',
  'validation.study.performerRequired':
    'Wykonujący badanie jest wymagany, gdy badanie jest wykonane',
  'validation.study.supportingDoctorsMax': 'Można wybrać najwyżej {max} lekarzy wspierających',
  'validation.study.doctorTwice': 'Ten sam lekarz został wybrany więcej niż raz',
  'validation.study.dueDateRequired': 'Termin opisu jest wymagany',
  'errors.study.notFound': 'Nie znaleziono badania o identyfikatorze {id}.',
  'errors.study.deleteOnlyDraftOrPaid':
    'Rejestracja może usunąć tylko badanie o statusie Szkic lub Opłacone.',
  'errors.study.dateAndBranchAdminOnly': 'Datę badania i filię może zmienić tylko administrator.',
  'errors.study.shareNotAllowed': 'Udostępnić można tylko wykonane badanie, które nie jest ukryte.',
  'errors.study.appointmentHasStudy': 'Do tej wizyty wystawiono już badanie.',
  'errors.study.appointmentMismatch': 'Wizyta dotyczy innego pacjenta lub typu badania.',
  'errors.study.doctorNotFound': 'Nie znaleziono lekarza o identyfikatorze {id}.',
  'errors.study.doctorNotRegistered':
    'Lekarz {name} nie ma konta w portalu: nie można mu udostępnić badania.',
  'errors.study.performerNotTechnician':
    'Wykonującym badanie może być tylko użytkownik z rolą Technik.',
  'errors.study.describerOnVacation': 'Lekarz {name} jest na urlopie i nie może opisać badania.',
  'errors.study.describerOverloaded':
    'Lekarz {name} ma już za dużo badań do opisania ({hours} z {max} godz.).',
  'errors.study.notDescriber': 'Lekarz {name} nie jest przypisany do opisu tego badania.',
  'errors.study.alreadyDescriber': 'Lekarz {name} już opisuje to badanie.',
  'errors.study.inactiveReference': 'Wybrana pozycja jest nieaktywna lub nie istnieje.',
  'validation.referral.patientRequired': 'Pacjent jest wymagany',
  'validation.referral.studyTypeRequired': 'Typ badania jest wymagany',
  'validation.referral.studyTypesRequired': 'Wybierz przynajmniej jeden typ badania',
  'validation.referral.studyTypeTwice': 'Ten sam typ badania został wybrany więcej niż raz',
  'validation.referral.mediaTypeInvalid': 'Nieznany rodzaj nośnika',
  'validation.referral.issuerRequired': 'Lekarz wystawiający jest wymagany',
  'errors.referral.notFound': 'Nie znaleziono skierowania o identyfikatorze {id}.',
  'errors.referral.completed': 'Skierowanie zostało już zrealizowane i nie można go zmienić.',
  'errors.referral.stampRequired':
    'Lekarz wystawiający nie ma pieczątki. Najpierw ustaw pieczątkę na stronie profilu.',
  'errors.referral.noDoctorProfile':
    'Twoje konto nie ma profilu lekarza, więc nie może wystawić skierowania.',
  'errors.referral.hasStudies':
    'Do tego skierowania wystawiono już badania, więc nie można go usunąć.',
  'errors.referral.allStudiesIssued': 'Dla tego skierowania wystawiono już wszyskie badania.',
  'errors.referral.studyTypeNotOnReferral':
    'Tego typu badania nie ma na skierowaniu albo wystawiono już do niego badanie.',
  'errors.referral.patientMismatch': 'Badanie dotyczy innego pacjenta niż skierowanie.',
  'errors.referral.studyTypeHasStudy':
    'Nie można usunąć ze skierowania typu badania, do którego wystawiono już badanie.',
  'errors.stamp.noDoctorProfile':
    'Twoje konto nie ma profilu lekarza, więc nie można ustawić pieczątki.',
  'errors.stamp.notStampImage': 'Ten plik nie jest przesłanym obrazem pieczątki.',
  // Scheduling by link (part 1 §2 /schedule-appointment, §5, §8; issue 17 §2)
  'validation.scheduling.branchRequired': 'Filia jest wymagana',
  'validation.scheduling.studyTypeRequired': 'Typ badania jest wymagany',
  'validation.scheduling.dateBeforeToday': 'Data nie może być wcześniejsza niż dzisiejsza',
  'validation.scheduling.slotRequired': 'Wybierz termin wizyty',
  'errors.scheduling.linkInvalid': 'Link do umówienia wizyty jest nieprawidłowy.',
  'errors.scheduling.linkExpired':
    'Link do umówienia wizyty wygasł. Poproś placówkę o przesłanie nowego linku.',
  'errors.scheduling.linkUsed':
    'Ten link został już wykorzystany do umówienia wizyty. Poproś placówkę o nowy link, jeśli chcesz umówić kolejną wizytę.',
  'errors.scheduling.slotNoLongerFree':
    'Wybrany termin nie jest już wolny. Wybierz inny z odświeżonej listy terminów.',
  'errors.scheduling.studyTypeNotOnLink': 'Tego badania nie można umówić z tego linku.',
  'errors.scheduling.branchNotOffered': 'W tej filii nie można umówić wybranego badania.',
  'errors.scheduling.patientNoEmail':
    'Pacjent nie ma adresu e-mail, więc nie można wysłać mu linku do umówienia wizyty.',
  'errors.scheduling.referralCompleted':
    'Skierowanie zostało już zrealizowane, więc nie można wysłać linku do umówienia wizyty.',
  'errors.scheduling.tooManyLinks':
    'Na ten adres e-mail wysłano już {max} linków w ciągu ostatniej godziny. Spróbuj ponownie później.',
  // Patient results portal (part 1 §2 /patient-studies, §5, §8; issue 18)
  'errors.patientStudies.proofOfWorkRequired':
    'Poczekaj, aż zakończy się weryfikacja zabezpieczenia, i spróbuj ponownie.',
  'errors.patientStudies.proofOfWorkInvalid':
    'Weryfikacja zabezpieczenia nie powiodła się lub wygasła. Spróbuj ponownie.',
  'errors.patientStudies.linkInvalid':
    'Link do wyników jest nieprawidłowy. Sprawdź, czy został skopiowany w całości, lub poproś o nowy link.',
  'errors.patientStudies.linkExpired':
    'Link do wyników wygasł. Możesz poprosić o nowy link na ten sam adres e-mail.',
  'errors.patientStudies.linkRevoked':
    'Ten link do wyników został unieważniony. Poproś o nowy link w formularzu lub w placówce.',
  'errors.patientStudies.sessionRequired':
    'Otwórz link z wiadomości e-mail lub poproś o nowy link, aby zobaczyć wyniki.',
  'errors.patientStudies.numberMismatch':
    'Numer PESEL lub numer dokumentu nie zgadza się z danymi, dla których wysłano link.',
  'errors.patientStudies.noEmail':
    'Pacjent nie ma adresu e-mail, więc nie można wysłać mu linku z badaniami.',
  'errors.patientStudies.noSendingConsent':
    'Pacjent nie wyraził zgody na przesyłanie wyników pocztą elektroniczną, więc nie można wysłać mu linku z badaniami.',
  'errors.patientStudies.tooManyLinks':
    'Na ten adres e-mail wysłano już {max} linków z badaniami w ciągu ostatniej godziny. Spróbuj ponownie później.',
  'errors.patientStudies.fileNotFound':
    'Nie znaleziono pliku. Odśwież stronę z wynikami i spróbuj ponownie.',
  'errors.patientStudies.linkNotFound': 'Nie znaleziono linku z badaniami o identyfikatorze {id}.',
} as const;

export type MessageKey = keyof typeof pl;
