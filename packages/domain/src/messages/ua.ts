import type { MessageKey } from './pl.js';

/** Ukrainian messages (the spec's language code is 'ua'); keys mirror `pl.ts`. */
export const ua: Record<MessageKey, string> = {
  'validation.required': "Це поле є обов'язковим",
  'validation.string.min': 'Потрібно щонайменше {min} символів',
  'validation.string.max': 'Допускається щонайбільше {max} символів',
  'validation.email': 'Неправильна адреса електронної пошти',
  'validation.url': 'Неправильна URL-адреса',
  'validation.number.type': 'Значення має бути числом',
  'validation.number.min': 'Значення має бути більшим або рівним {min}',
  'validation.number.max': 'Значення має бути меншим або рівним {max}',
  'validation.number.positive': 'Значення має бути додатним',
  'validation.number.negative': "Значення має бути від'ємним",
  'validation.number.integer': 'Значення має бути цілим числом',
  'validation.date.required': "Дата є обов'язковою",
  'validation.date.invalid': 'Неправильна дата',
  'validation.date.format': 'Неправильний формат дати',
  'validation.date.min': 'Дата не може бути раніше ніж {min}',
  'validation.date.max': 'Дата не може бути пізніше ніж {max}',
  'validation.date.past': 'Дата має бути в минулому',
  'validation.array.min': 'Виберіть щонайменше {min}',
  'validation.array.max': 'Виберіть щонайбільше {max}',
  'validation.array.atLeastOne': 'Потрібно вибрати принаймні одне значення',
  'validation.oneOf': 'Значення має бути одним із: {values}',
  'validation.notOneOf': 'Значення не може бути одним із: {values}',
  'validation.invalid': 'Неправильне значення',

  // Text (ADR 0020): characters, names, identity numbers
  'validation.text.forbiddenCharacters': 'Текст містить недозволені символи',
  'validation.text.tooManyMarks': 'Забагато діакритичних знаків на одній літері',
  'validation.text.letterOrDigit': 'Поле має містити літеру або цифру',
  'validation.text.markup': 'Символи < і > не дозволені',
  'validation.name.characters': 'Дозволені лише літери, пробіли, апострофи, дефіси та крапки',
  'validation.name.letterRequired': 'Поле має містити літеру',
  'validation.ssn.characters': 'Номер документа може містити лише літери та цифри',
  'validation.date.notFuture': 'Дата не може бути в майбутньому',

  'validation.digitsOnly': 'Номер може містити лише цифри',
  'validation.pesel.invalid': 'Неправильний номер PESEL',
  'validation.pesel.birthDateMismatch': 'Дата народження не відповідає номеру PESEL',
  'validation.pesel.genderMismatch': 'Стать не відповідає номеру PESEL',
  'validation.pesel.taken': 'Пацієнт із цим номером PESEL уже існує',
  'validation.patient.identityStaffOnly':
    'Номер PESEL або номер документа, що посвідчує особу, може змінити лише реєстратура закладу',
  'validation.phone.invalid': 'Неправильний номер телефону',
  'validation.postalCode.polish': 'Поштовий індекс у Польщі має вигляд NN-NNN',
  'validation.licenseNumber.length': 'Номер права на медичну практику має містити 7 цифр',
  'validation.licenseNumber.checksum': 'Неправильний номер права на медичну практику',
  'validation.licenseNumber.taken':
    'Лікар із цим номером права на професійну діяльність уже має обліковий запис. Увійдіть або встановіть новий пароль.',
  'validation.nip.invalid': 'Неправильний номер NIP (податковий номер)',

  'validation.password.rule':
    'Пароль має містити щонайменше 8 символів, зокрема малу й велику літеру та цифру',
  'validation.password.mismatch': 'Значення відрізняється від пароля',
  'validation.password.common': 'Пароль надто поширений',
  'validation.password.containsLogin': 'Пароль не може містити логін',
  'validation.password.forbiddenCharacters': 'Пароль містить недозволені символи',
  'validation.password.currentWrong': 'Неправильний поточний пароль',
  'validation.acceptRequired': "Прийняття цього поля є обов'язковим",
  'validation.login.email': 'Логін має бути правильною адресою електронної пошти',
  'validation.login.required': "Логін є обов'язковим",
  'validation.firstName.required': "Ім'я є обов'язковим",
  'validation.lastName.required': "Прізвище є обов'язковим",
  'validation.phoneNumbers.required': 'Потрібен принаймні один номер телефону',
  'validation.roles.required': 'Потрібна принаймні одна роль',
  'validation.regions.required': 'Потрібен принаймні один регіон',

  'validation.appointment.startInFuture': 'Дата початку має бути в майбутньому',
  'validation.appointment.endAfterStart': 'Дата завершення має бути пізнішою за дату початку',
  'validation.device.required': "Кабінет є обов'язковим",
  'validation.appointment.tooLong': 'Візит може тривати щонайбільше {hours} годин',
  'validation.appointment.patientRequired': "Пацієнт обов'язковий",
  'validation.appointment.studyTypesRequired': 'Виберіть принаймні один тип дослідження',
  'validation.appointment.studyTypeRequired': "Тип дослідження обов'язковий",
  'errors.appointment.notFound': 'Не знайдено візиту з ідентифікатором {id}.',
  'errors.appointment.slotTaken':
    'Цей час у вибраному кабінеті вже зайнятий. Виберіть інший час або кабінет.',
  'errors.appointment.deviceCannotPerform': 'Кабінет {device} не виконує дослідження {studyType}.',
  'errors.appointment.hasStudy':
    'Для цього візиту вже виконано дослідження: його не можна змінити чи видалити.',
  'errors.appointment.past': 'Візити, які вже відбулися, не можна переносити.',
  'errors.appointment.deviceDisabled':
    'Кабінет {device} вимкнено: у ньому не можна бронювати візити.',
  'errors.reservation.notFound': 'Бронювання часу закінчилося або було звільнене.',
  'validation.branch.required': "Філія є обов'язковою",
  'validation.amount.positive': 'Сума має бути додатною',
  'validation.payment.discount': 'Знижка має бути числом від 0 до 100',
  'validation.range.invalid': 'Неправильний діапазон',
  'validation.range.tooLong': 'Задовгий діапазон',
  'validation.file.duplicate': "Файл '{name}' вже додано",
  'validation.file.rejectionReason': 'Вкажіть причину відхилення файлу',
  'validation.file.empty': 'Файл порожній',
  'validation.file.tooLarge': 'Файл завеликий (щонайбільше {maxMb} МБ)',
  'validation.file.pictureOnly': 'Дозволені лише зображення PNG, JPEG або WebP',
  'validation.file.patientRequired': 'Файл має бути призначений пацієнту',
  'validation.file.ownedByUser':
    'Фото профілю та печатка належать обліковому запису, а не пацієнту',

  'errors.tokenExpired': 'jwt expired',
  'errors.unauthenticated': 'Сеанс недійсний. Увійдіть знову.',
  'errors.forbidden': 'У вас немає дозволу на виконання цієї операції.',
  'errors.termsNotAccepted': 'Щоб користуватися порталом, прийміть правила.',
  'errors.roleNotAssigned': 'У вас немає ролі {role}.',
  'errors.invalidCredentials': 'Неправильний логін або пароль.',
  'errors.attempts.waitSeconds': 'Забагато невдалих спроб. Спробуйте знову через {seconds} с.',
  'errors.attempts.waitMinutes': 'Забагато невдалих спроб. Спробуйте знову через {minutes} хв.',
  'errors.login.challengeRequired':
    'З міркувань безпеки ваш браузер має спершу виконати коротку перевірку. Дочекайтеся її завершення й увійдіть знову.',
  'errors.login.challengeInvalid':
    'Перевірка безпеки не вдалася або її термін минув. Дочекайтеся нової перевірки й увійдіть знову.',
  'errors.addressThrottled':
    'Забагато невдалих спроб входу з цієї адреси. Спробуйте знову через {minutes} хв.',
  'errors.accountInactive': 'Обліковий запис неактивний. Зверніться до адміністратора.',
  'errors.userNotConfirmed': 'Адресу електронної пошти ще не підтверджено.',
  'errors.signup.noAccountToActivate': 'Немає облікового запису з цією адресою електронної пошти.',
  'errors.accountSuspended':
    'Обліковий запис призупинено до {until}. Зверніться до адміністратора.',
  'errors.accountBlocked': 'Обліковий запис заблоковано. Зверніться до адміністратора.',
  'errors.mfa.required': 'Введіть код із застосунку автентифікації.',
  'errors.mfa.enrolmentRequired':
    'Ваша роль потребує двоетапної перевірки. Налаштуйте застосунок автентифікації, щоб увійти.',
  'errors.mfa.stepExpired': 'Час на введення коду минув. Увійдіть ще раз.',
  'errors.mfa.alreadyEnabled': 'Двоетапну перевірку вже ввімкнено.',
  'errors.mfa.notStarted': 'Спочатку почніть налаштування застосунку автентифікації.',
  'errors.mfa.requiredForRole': 'Ваша роль потребує двоетапної перевірки: її не можна вимкнути.',
  'errors.mfa.notEnabled': 'Для цього облікового запису двоетапну перевірку не ввімкнено.',
  'errors.oauth.userNotFound':
    'Не знайдено облікового запису, пов’язаного з цим соціальним акаунтом.',
  'errors.oauth.invalidTicket': 'Вхід через соціальний акаунт застарів. Спробуйте ще раз.',
  'errors.oauth.alreadyLinked':
    'Цей соціальний акаунт уже пов’язано з іншим обліковим записом порталу.',
  'errors.oauth.notConfigured': 'Цей соціальний вхід недоступний.',
  'validation.mfa.code': 'Неправильний код. Введіть 6 цифр із застосунку або код відновлення.',
  'errors.signup.holdNeedsConsent':
    'Цю адресу раніше було заблоковано або видалено. Перевірка облікового запису потребує згоди адміністратора.',
  'errors.accountNotVerified':
    'Обліковий запис очікує перевірки адміністратором. Коли його буде перевірено, ви отримаєте лист.',
  'errors.emailConfirmation.invalid':
    'Посилання для підтвердження недійсне, застаріло або вже використане. Увійдіть, щоб отримати нове.',
  'errors.maintenance': 'Тривають технічні роботи. Сервіс незабаром відновить роботу.',
  'errors.database':
    'Сталася помилка бази даних. Спробуйте ще раз або зверніться до адміністратора.',
  'errors.databaseUnavailable': 'База даних тимчасово недоступна. Спробуйте ще раз за хвилину.',
  'errors.internal': 'Сталася неочікувана помилка. Спробуйте ще раз.',
  'errors.badRequest': 'Запит неправильний.',
  'errors.badInput': 'Надіслані дані неправильні.',
  'errors.notFound': 'Об’єкт з ідентифікатором {id} не знайдено.',
  'errors.patient.saveRefused':
    'Неможливо зберегти цього пацієнта. Зверніться до реєстратури закладу.',
  'errors.staleVersion':
    'Тим часом цей запис змінив хтось інший. Оновіть дані, щоб побачити зміни.',
  'errors.patient.hasDependents':
    'Неможливо видалити пацієнта, оскільки з ним пов’язані дослідження ({studies}), направлення ({referrals}) або візити ({appointments}).',
  'errors.queryTooDeep': 'Запит має надто глибоку вкладеність.',
  'errors.queryTooComplex': 'Запит надто складний.',
  'errors.tooManyAliases': 'Запит містить забагато псевдонімів полів (не більше {max}).',
  'errors.queryTimeout':
    'Запит виконувався надто довго й був перерваний. Звузьте пошук або спробуйте ще раз за мить.',
  'errors.rateLimited': 'Забагато запитів. Спробуйте ще раз за мить.',
  'errors.file.notUploaded': 'Файл ще не завантажено. Завантажте його знову.',
  'errors.file.sizeMismatch':
    'Завантажений файл має {actual} Б замість заявлених {declared} Б. Файл відхилено, завантажте його знову.',
  'errors.file.contentNotAllowed': 'Вміст файлу не є дозволеним типом ({allowed}). Файл відхилено.',
  'errors.file.rejected': 'Цей файл було відхилено під час додавання, і його не можна завантажити.',
  'errors.file.notProfilePicture': 'Цей файл не є завантаженим фото профілю.',
  'errors.file.linkInvalid': 'Посилання на файл недійсне.',
  'errors.file.linkExpired': 'Термін дії посилання на файл минув. Відкрийте файл знову.',
  'errors.file.moreThanDeclared': 'Надіслано більше, ніж заявлені {declared} Б.',
  'errors.file.alreadyUploaded': 'Цей файл уже завантажено.',
  'errors.file.noData': 'Немає відповідних даних',
  'errors.file.notStudyType': 'Файли такого типу не додаються до дослідження',
  'errors.file.descriptionOnly': 'До дослідження ви можете додати лише опис',
  'errors.file.notMultipart': 'Цей файл не завантажується частинами.',
  'errors.file.partsMissing':
    'Завантажено не всі частини файлу (бракує {missing}). Відновіть завантаження.',
  'errors.file.partOutOfRange': 'Цей файл має лише {partCount} частин.',
  'validation.tablet.duplicateTabletId': 'Планшет з ідентифікатором {tabletId} уже зареєстровано',
  'validation.tablet.unknownBranch': 'Філію з ідентифікатором {id} не знайдено',
  'validation.consent.guardianNameRequired':
    'Пацієнт неповнолітній: вкажіть ім’я та прізвище опікуна',
  'validation.consent.guardianBasisRequired':
    'Пацієнт неповнолітній: оберіть підставу (мати, батько, опікун)',
  'validation.consent.pregnancyNotAsked': 'Питання про вагітність не стосується цього пацієнта',
  'validation.consent.signatureRequired': 'Підпис обов’язковий',
  'validation.consent.signatureInvalid': 'Підпис має бути зображенням PNG',
  'validation.consent.signatureTooLarge': 'Підпис завеликий (щонайбільше {maxKb} КБ)',
  'errors.tablet.notFound': 'Планшет з ідентифікатором {id} не знайдено.',
  'errors.tablet.inactive': 'Планшет неактивний. Зверніться до адміністратора.',
  'errors.tablet.invalidCredentials':
    'Неправильний ідентифікатор клієнта або секрет планшета. Відскануйте QR-код ще раз.',
  'errors.consent.patientIncomplete':
    'Вкажіть дату народження та стать пацієнта, щоб надіслати запит на згоду.',
  'errors.consent.requestNotFound': 'Запит на згоду не знайдено.',
  'errors.consent.requestExpired':
    'Термін дії запиту на згоду минув. Попросіть персонал надіслати його ще раз.',
  'errors.consent.requestCancelled':
    'Запит на згоду скасовано: на цей планшет надіслано новіший запит.',
  'errors.consent.requestSubmitted': 'Цю згоду вже підписано.',

  'auditLog.column.occurredAt': 'Час',
  'auditLog.column.actorUserId': 'ID користувача',
  'auditLog.column.actorLogin': 'Логін користувача',
  'auditLog.column.action': 'Операція',
  'auditLog.column.entityType': 'Тип об’єкта',
  'auditLog.column.entityId': 'ID об’єкта',
  'auditLog.column.address': 'IP-адреса',
  'auditLog.column.outcome': 'Результат',
  'auditLog.column.details': 'Деталі',

  // Current branch (issue 13)
  'validation.currentBranch.notUsersBranch': 'Можна вибрати лише філію, в якій ви працюєте',

  // Money (ADR 0030)
  'validation.money.invalid': 'Введіть суму в злотих, напр. 120 або 99,50',

  // Settings: branches and devices (issue 13)
  'validation.branch.color': 'Колір має бути у форматі #rrggbb',
  'validation.branch.unknownRegion': 'Регіону {region} немає в конфігурації застосунку',
  'validation.device.unknownType': 'Типу пристрою {deviceType} немає в конфігурації застосунку',
  'validation.device.unknownRadiationGroup':
    'Групи випромінювання {group} немає в конфігурації застосунку',
  'validation.device.duplicateName': 'У цій філії вже є пристрій з такою назвою',
  'validation.device.unknown': 'Пристрій {id} не належить до цієї філії',
  'errors.branch.notFound': 'Філію з ідентифікатором {id} не знайдено.',

  // Settings: study types (issue 13)
  'validation.studyType.duplicateCode': 'Тип дослідження з кодом {code} вже існує',
  'validation.studyType.duplicate': 'Значення {name} вказано більше одного разу',
  'validation.studyType.unknownPriceGroup': 'Невідома цінова група {name}',
  'validation.studyType.unknownDeviceType': 'Невідомий тип пристрою {name}',
  'validation.decimal.invalid': 'Введіть число, напр. 70 або 0,5',
  'errors.studyType.notFound': 'Тип дослідження з ідентифікатором {id} не знайдено.',

  // Settings: programs and help (issue 13)
  'validation.url.httpOnly': 'Адреса має починатися з http:// або https://',
  'errors.software.notFound': 'Програму з ідентифікатором {id} не знайдено.',

  // Settings: users and password links (issue 13)
  'validation.companyName.required': 'Назва компанії обов’язкова',
  'validation.user.vacationEndBeforeStart': 'Відпустка не може закінчитися раніше, ніж почалася',
  'validation.user.loginTaken': 'Користувач з таким логіном уже існує',
  'validation.user.roleNotSelectable':
    'Цю роль не можна надати або зняти в налаштуваннях користувачів: {role}',
  'validation.user.unknownRegion': 'Невідомий регіон: {region}',
  'validation.user.unknownBranch': 'Не знайдено активної філії з ідентифікатором {id}',
  'errors.user.notFound': 'Користувача з ідентифікатором {id} не знайдено.',
  // Doctors and facilities: the form, deleting, merging, the account (part 2 §5, §6; issue 20)
  'validation.doctor.facilityLicense': 'Заклад не має номера права на професійну діяльність',
  'validation.doctor.roles':
    'Лікар може мати ролі Doctor і DescribingDoctor, а заклад — одну з ролей DentalOffice або Laboratory',
  'validation.doctor.unknownSpecialization': 'Невідома спеціалізація: {specialization}',
  'validation.doctor.unknownStudyType': 'Тип дослідження з ідентифікатором {id} не знайдено',
  'errors.doctorEditing.notFound': 'Лікаря не знайдено.',
  'errors.doctorEditing.fieldForbidden': 'Ви не маєте права змінювати поле {field}.',
  'errors.doctorEditing.kindChange': 'Лікаря не можна змінити на заклад, а заклад — на лікаря.',
  'errors.doctorEditing.licenseTaken':
    'Лікар із цим номером права на професійну діяльність уже існує.',
  'errors.doctorEditing.hasStudies':
    'Цього лікаря не можна видалити: з ним пов’язані дослідження ({studies}) або направлення ({referrals}). Вкажіть лікаря, якому їх буде призначено.',
  'errors.doctorEditing.targetInvalid':
    'Вкажіть іншого наявного лікаря, якому буде призначено дослідження.',
  'errors.doctorEditing.noAccount': 'Цей лікар не має активного облікового запису користувача.',
  // Doctor comments (part 2 §3, §5, §6)
  'validation.comment.content': 'Текст коментаря обов’язковий',
  'errors.comment.notFound': 'Коментар з ідентифікатором {id} не знайдено.',
  'errors.comment.notAuthor': 'Редагувати або видаляти коментар може лише його автор.',
  // Coordinators' visits (part 2 §2, §4, §5, §8; issue 21 §1)
  'validation.visit.dateRequired': 'Дата зустрічі обов’язкова',
  'validation.visit.doctorRequired': 'Лікар обов’язковий',
  'validation.visit.coordinatorRequired': 'Координатор обов’язковий',
  'validation.visit.followUpRequired': 'Дата наступної зустрічі обов’язкова',
  'validation.visit.followUpNotAfter': 'Наступна зустріч має відбутися після цієї.',
  'validation.visit.reasonUnknown': 'Причини зустрічі «{reason}» немає в конфігурації.',
  'validation.visit.gadgetUnknown': 'Гаджета «{gadget}» немає в конфігурації.',
  'validation.visit.notCoordinator': 'Обрана особа не є активним координатором.',
  'validation.visit.doctorUnknown': 'Обраного лікаря не знайдено.',
  'errors.visit.notFound': 'Зустріч з ідентифікатором {id} не знайдено.',
  'errors.visit.onlyScheduledRemovable': 'Видалити можна лише заплановану зустріч',
  'errors.visit.notScheduled': 'Завершену або скасовану зустріч більше не можна змінити.',
  'errors.visit.ownOnly': 'Координатор планує та змінює лише власні зустрічі.',
  // Councils (part 2 §2 "Councils", §4, §5 "Council invite", §8; issue 22 §1)
  'validation.council.nameRequired': 'Назва консиліуму обовʼязкова',
  'validation.council.studiesRequired': 'Виберіть щонайменше одне дослідження',
  'validation.council.emailsRequired': 'Вкажіть щонайменше одну адресу e-mail',
  'validation.council.postRequired': 'Текст запису обовʼязковий',
  'errors.council.notFound': 'Консиліум з ідентифікатором {id} не знайдено.',
  'errors.council.ownerOnly': 'Лише засновник консиліуму може це зробити.',
  'errors.council.studyNotVisible': 'Ви не маєте доступу до дослідження з ідентифікатором {id}.',
  'errors.council.inviteNotFound': 'Не знайдено очікуваного запрошення до цього консиліуму.',
  'errors.council.selfInvite': 'Ви не можете запросити самого себе.',
  'errors.council.alreadyMember': 'Особа з адресою {email} вже є членом консиліуму.',
  'errors.council.ownerCannotLeave': 'Засновник не може залишити консиліум.',
  'errors.council.noDoctorProfile':
    'Для консиліуму потрібен обліковий запис лікаря, кабінету або лабораторії.',
  'errors.council.memberNotFound': 'Цей лікар не є членом консиліуму.',
  'council.invitedTitle': 'Запрошення до консиліуму',
  // Internal messages (part 2 §2 "Messages", §3 Message; issue 22 §2)
  'errors.message.notFound': 'Повідомлення з ідентифікатором {id} не знайдено.',
  'inbox.sharedStudy.title': 'Вам надано доступ до дослідження',
  'inbox.sharedStudy.content':
    'Вам надано доступ до дослідження {studyType} від {studyDate}. Відкрийте його, щоб переглянути зображення та опис.',
  'inbox.councilInviteUpdate.title': 'Консиліум «{council}»',
  'inbox.councilInviteUpdate.invited':
    '{person} запрошує вас до консиліуму «{council}». Дайте відповідь на запрошення у вкладці «Консиліум».',
  'inbox.councilInviteUpdate.accepted': '{person} приєднується до консиліуму «{council}».',
  'inbox.councilInviteUpdate.rejected': '{person} відхиляє запрошення до консиліуму «{council}».',
  'inbox.councilInviteUpdate.removed': 'Ви більше не є членом консиліуму «{council}».',
  // Sync of visits to an external calendar (part 2 §2, §7, §8 "Calendar sync"; ADR 0052)
  'errors.calendar.notConfigured': 'Синхронізацію із зовнішнім календарем не налаштовано.',
  'errors.calendar.consentExpired':
    'Згода на доступ до календаря закінчилася або надійшла з іншого вікна. Підключіть календар знову.',
  'errors.calendar.consentFailed':
    'Не вдалося підключити календар: сервіс не надав доступу. Спробуйте ще раз.',
  'calendarSync.synced':
    'Зустрічі синхронізовано з календарем (записано: {written}, видалено: {removed}).',
  'calendarSync.authError':
    'Помилка автентифікації в календарі: доступ закінчився або його відкликано. Підключіть календар знову.',
  'calendarSync.accessError': 'Немає доступу до календаря: сервіс відмовив у записі подій.',
  'calendarSync.syncError':
    'Помилка синхронізації: сервіс календаря не відповідає. Зміни буде надіслано під час наступної спроби.',
  'errors.calendarFeed.notFound':
    'Календар не знайдено. Посилання могло бути вимкнене або замінене новим.',
  'errors.visit.previousNotFound': 'Попередню зустріч з ідентифікатором {id} не знайдено.',
  // Complaints (part 2 §2, §4, §5; issue 21 §2)
  'validation.complaint.complainantRequired': 'Заявник обов’язковий',
  'validation.complaint.reportDateRequired': 'Дата звернення обов’язкова',
  'validation.complaint.reportDateFuture': 'Дата звернення не може бути в майбутньому.',
  'validation.complaint.typeRequired': 'Тип скарги обов’язковий',
  'validation.complaint.responsibleRequired': 'Відповідальна особа обов’язкова',
  'validation.complaint.notResponsible':
    'Обрана особа не є активним користувачем з роллю «Скарги».',
  'validation.complaint.resolutionRequired': 'Щоб закрити скаргу, потрібне рішення',
  'validation.complaint.resolutionOnlyClosed': 'Рішення можна змінити лише в закритій скарзі.',
  'validation.complaint.reasonUnknown': 'Причини скарги «{reason}» немає в конфігурації.',
  'validation.complaint.patientUnknown': 'Обраного пацієнта не знайдено.',
  'validation.complaint.doctorUnknown': 'Обраного лікаря не знайдено.',
  'validation.complaint.studyUnknown': 'Обране дослідження не знайдено.',
  'validation.complaint.studyOfOtherPatient': 'Обране дослідження стосується іншого пацієнта.',
  'errors.complaint.reassignForbidden':
    'Користувач із роллю «Скарги» не передає скаргу іншій особі.',
  'errors.complaint.notFound': 'Скаргу з ідентифікатором {id} не знайдено.',
  'errors.user.adminOnly':
    'Лише адміністратор може надати або зняти роль Admin чи змінити обліковий запис адміністратора.',
  'errors.user.lastAdmin':
    'Останнього активного адміністратора не можна видалити, деактивувати або зняти з нього роль Admin.',
  'errors.user.selfDelete': 'Ви не можете видалити власний обліковий запис.',
  'errors.user.selfModeration': 'Ви не можете змінити стан власного облікового запису.',
  'validation.suspension.future': 'Дата завершення призупинення має бути в майбутньому',
  'validation.suspension.max': 'Призупинення може тривати не більше {days} днів',
  'errors.passwordLink.invalid':
    'Посилання для встановлення пароля недійсне, застаріло або вже використане. Попросіть нове: «Забули пароль?» на сторінці входу.',

  // Settings: app config and current branch (issue 13)
  'validation.url.httpsOnly': 'Адреса має починатися з https://',
  'validation.appConfig.videoUrl':
    'Вкажіть адресу плейлиста або відео YouTube чи Vimeo, напр. https://www.youtube.com/playlist?list=…',
  'validation.appConfig.duplicate': 'Значення «{value}» трапляється у списку більше одного разу',
  'validation.appConfig.inUse.branch':
    'Неможливо видалити «{value}»: його використовує філія {name}',
  'validation.appConfig.inUse.device':
    'Неможливо видалити «{value}»: його використовує пристрій {name} у філії {branch}',
  'validation.appConfig.inUse.studyType':
    'Неможливо видалити «{value}»: його використовує тип дослідження {name}',
  'validation.appConfig.inUse.user':
    'Неможливо видалити «{value}»: його призначено користувачеві {name}',

  // Studies (issue 15)
  'validation.study.patientRequired': "Пацієнт обов'язковий",
  'validation.study.studyTypeRequired':
    "Тип дослідження обов'язковий для збереження форми дослідження.",
  'validation.study.statusInvalid':
    'Статус дослідження має бути одним із: Чернетка, Оплачено, Виконано',
  'validation.study.performerRequired': "Виконавець обов'язковий, коли дослідження виконано",
  'validation.study.supportingDoctorsMax': 'Можна вибрати щонайбільше {max} лікарів-консультантів',
  'validation.study.doctorTwice': 'Того самого лікаря вибрано більше одного разу',
  'validation.study.dueDateRequired': "Термін опису обов'язковий",
  'errors.study.notFound': 'Дослідження з ідентифікатором {id} не знайдено.',
  'errors.study.deleteOnlyDraftOrPaid':
    'Реєстратура може видалити лише дослідження зі статусом Чернетка або Оплачено.',
  'errors.study.dateAndBranchAdminOnly':
    'Дату дослідження та філію може змінити лише адміністратор.',
  'errors.study.shareNotAllowed': 'Поділитися можна лише виконаним дослідженням, яке не приховане.',
  'errors.study.appointmentHasStudy': 'Для цього візиту вже створено дослідження.',
  'errors.study.appointmentMismatch': 'Візит стосується іншого пацієнта або типу дослідження.',
  'errors.study.doctorNotFound': 'Лікаря з ідентифікатором {id} не знайдено.',
  'errors.study.doctorNotRegistered':
    '{name} не має облікового запису в порталі: з ним не можна поділитися дослідженням.',
  'errors.study.performerNotTechnician': 'Виконавцем може бути лише користувач із роллю Технік.',
  'errors.study.describerOnVacation': '{name} у відпустці й не може описати дослідження.',
  'errors.study.describerOverloaded':
    '{name} уже має забагато досліджень для опису ({hours} з {max} год).',
  'errors.study.notDescriber': '{name} не призначено для опису цього дослідження.',
  'errors.study.alreadyDescriber': '{name} уже описує це дослідження.',
  'errors.study.inactiveReference': 'Вибрана позиція неактивна або не існує.',
  'validation.referral.patientRequired': "Пацієнт обов'язковий",
  'validation.referral.studyTypeRequired': "Тип дослідження обов'язковий",
  'validation.referral.studyTypesRequired': 'Оберіть щонайменше один тип дослідження',
  'validation.referral.studyTypeTwice': 'Той самий тип дослідження обрано більше одного разу',
  'validation.referral.mediaTypeInvalid': 'Невідомий тип носія',
  'validation.referral.issuerRequired': "Лікар, що видає направлення, обов'язковий",
  'errors.referral.notFound': 'Направлення з ідентифікатором {id} не знайдено.',
  'errors.referral.completed': 'Направлення вже виконано, його не можна змінити.',
  'errors.referral.stampRequired':
    'Лікар, що видає направлення, не має печатки. Спочатку встановіть печатку на сторінці профілю.',
  'errors.referral.noDoctorProfile':
    'Ваш обліковий запис не має профілю лікаря, тому не може видавати направлення.',
  'errors.referral.hasStudies':
    'За цим направленням уже видано дослідження, тому його не можна видалити.',
  'errors.referral.allStudiesIssued': 'Для цього направлення вже видано всі дослідження.',
  'errors.referral.studyTypeNotOnReferral':
    'Цього типу дослідження немає в направленні або дослідження для нього вже видано.',
  'errors.referral.patientMismatch': 'Дослідження стосується іншого пацієнта, ніж направлення.',
  'errors.referral.studyTypeHasStudy':
    'Не можна вилучити з направлення тип дослідження, для якого вже видано дослідження.',
  'errors.stamp.noDoctorProfile':
    'Ваш обліковий запис не має профілю лікаря, тому не може мати печатки.',
  'errors.stamp.notStampImage': 'Цей файл не є завантаженим зображенням печатки.',
  // Scheduling by link (part 1 §2 /schedule-appointment, §5, §8; issue 17 §2)
  'validation.scheduling.branchRequired': 'Філія обов’язкова',
  'validation.scheduling.studyTypeRequired': 'Тип обстеження обов’язковий',
  'validation.scheduling.dateBeforeToday': 'Дата не може бути раніше сьогоднішньої',
  'validation.scheduling.slotRequired': 'Виберіть час візиту',
  'errors.scheduling.linkInvalid': 'Посилання для запису на візит недійсне.',
  'errors.scheduling.linkExpired':
    'Термін дії посилання для запису на візит минув. Попросіть заклад надіслати нове посилання.',
  'errors.scheduling.linkUsed':
    'Це посилання вже використано для запису на візит. Попросіть заклад про нове посилання, якщо хочете записатися ще раз.',
  'errors.scheduling.slotNoLongerFree':
    'Вибраний час уже зайнятий. Виберіть інший з оновленого списку.',
  'errors.scheduling.studyTypeNotOnLink': 'Це обстеження не можна записати за цим посиланням.',
  'errors.scheduling.branchNotOffered': 'У цій філії не можна записатися на вибране обстеження.',
  'errors.scheduling.patientNoEmail':
    'Пацієнт не має адреси електронної пошти, тому посилання для запису на візит не можна надіслати.',
  'errors.scheduling.referralCompleted':
    'Направлення вже виконано, тому посилання для запису на візит не можна надіслати.',
  'errors.scheduling.tooManyLinks':
    'На цю адресу вже надіслано {max} посилань протягом останньої години. Спробуйте пізніше.',
  // Patient results portal (part 1 §2 /patient-studies, §5, §8; issue 18)
  'errors.patientStudies.proofOfWorkRequired':
    'Зачекайте, доки завершиться перевірка захисту, і спробуйте ще раз.',
  'errors.patientStudies.proofOfWorkInvalid':
    'Перевірка захисту не вдалася або застаріла. Спробуйте ще раз.',
  'errors.patientStudies.linkInvalid':
    'Посилання на результати недійсне. Перевірте, чи його скопійовано повністю, або попросіть нове посилання.',
  'errors.patientStudies.linkExpired':
    'Термін дії посилання на результати минув. Ви можете попросити нове посилання на ту саму адресу електронної пошти.',
  'errors.patientStudies.linkRevoked':
    'Це посилання на результати скасовано. Попросіть нове посилання через форму або в закладі.',
  'errors.patientStudies.sessionRequired':
    'Відкрийте посилання з листа або попросіть нове посилання, щоб побачити результати.',
  'errors.patientStudies.numberMismatch':
    'Номер PESEL або номер документа не збігається з даними, для яких надіслано посилання.',
  'errors.patientStudies.noEmail':
    'Пацієнт не має адреси електронної пошти, тому посилання на обстеження не можна надіслати.',
  'errors.patientStudies.noSendingConsent':
    'Пацієнт не дав згоди на надсилання результатів електронною поштою, тому посилання на обстеження не можна надіслати.',
  'errors.patientStudies.tooManyLinks':
    'На цю адресу вже надіслано {max} посилань на обстеження протягом останньої години. Спробуйте пізніше.',
  'errors.patientStudies.fileNotFound':
    'Файл не знайдено. Оновіть сторінку з результатами і спробуйте ще раз.',
  'errors.patientStudies.linkNotFound':
    'Посилання на обстеження з ідентифікатором {id} не знайдено.',
};
